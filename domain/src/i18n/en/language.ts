/** The language switch names each language in itself. */
export const language = {
  label: "Language",
  english: "English",
  welsh: "Cymraeg",
} as const;
