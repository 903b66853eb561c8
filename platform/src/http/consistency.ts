/** Commands answer with it; queries sent with it wait until the read models have passed it. */
export const CONSISTENCY_HEADER = "x-consistency-token";
