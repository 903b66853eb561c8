// Browsing the Individual Responses one at a time (§2.16): next after the last is the first, previous before the first the last.

/** The response after `index` of `total`, wrapping round to the first. */
export const nextResponse = (index: number, total: number): number => (total === 0 ? 0 : (index + 1) % total);

/** The response before `index` of `total`, wrapping round to the last. */
export const previousResponse = (index: number, total: number): number => (total === 0 ? 0 : (index - 1 + total) % total);

/** A position still inside the list after it shrank (a response withdrawn while on screen). */
export const withinResponses = (index: number, total: number): number => (total === 0 ? 0 : Math.min(index, total - 1));
