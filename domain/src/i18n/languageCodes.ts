/** The languages the programme works in, on equal terms (Welsh Language Standards). */
export const LANGUAGES = ["cy", "en"] as const;
