import type { Messages } from "../en";

export const ui: Messages["ui"] = {
  loadFailed: "Nid oedd modd llwytho hyn",
  tryAgain: "Rhowch gynnig arall arni",
  cancel: "Canslo",
  pages: "Tudalennau",
  previousPage: "Tudalen flaenorol",
  nextPage: "Tudalen nesaf",
  page: "Tudalen {number}",
};
