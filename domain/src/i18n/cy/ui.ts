import type { Messages } from "../en";

export const ui: Messages["ui"] = {
  loadFailed: "Nid oedd modd llwytho hyn",
  tryAgain: "Rhowch gynnig arall arni",
  cancel: "Canslo",
  pages: "Tudalennau",
  previousPage: "Tudalen flaenorol",
  nextPage: "Tudalen nesaf",
  page: "Tudalen {number}",
  back: "Yn ôl",
  noMatches: "Dim canlyniadau",
  search: "Chwilio",
  notAvailableYet: "Ddim ar gael eto",
  notAvailableYetDescription: "Nid yw'r sgrin {title} ar gael eto. Bydd yn cyrraedd mewn fersiwn ddiweddarach.",
  dayPlaceholder: "DD/MM/BBBB",
  today: "Heddiw",
  clear: "Clirio",
  browserNotSupported: "Nid yw eich porwr yn cael ei gefnogi",
  browserNotSupportedText:
    "Rydych yn defnyddio Internet Explorer neu hen borwr nad yw'r wefan hon yn ei gefnogi. Defnyddiwch fersiwn ddiweddar o Chrome, Edge, Firefox neu Safari.",
};
