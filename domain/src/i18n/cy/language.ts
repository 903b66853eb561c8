import type { Messages } from "../en";

export const language: Messages["language"] = {
  label: "Iaith",
  english: "English",
  welsh: "Cymraeg",
};
