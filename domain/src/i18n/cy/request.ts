import type { Messages } from "../en";

export const request: Messages["request"] = {
  invalidJson: "Nid yw corff y cais yn JSON dilys",
  emptyJson: "Mae corff y cais yn wag",
  notJson: "Anfonwch gorff y cais fel application/json",
  tooLarge: "Mae corff y cais yn rhy fawr",
  notFound: "Ni chafwyd hyd i {what}",
  unreadable: "Nid oedd modd darllen y cais",
};
