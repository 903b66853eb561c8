import type { Messages } from "../en";

export const surveyScales: Messages["surveyScales"] = {
  stronglyDisagree: "Anghytuno'n gryf",
  disagree: "Anghytuno",
  agree: "Cytuno",
  stronglyAgree: "Cytuno'n gryf",
  yes: "Ie",
  notSure: "Ddim yn siŵr",
  no: "Na",
  preferNotToSay: "Mae'n well gen i beidio â dweud",
  otherPleaseSpecify: "Arall, nodwch",
  zeroToTenHelp: "Mae 0 yn golygu ddim yn debygol o gwbl, mae 10 yn golygu'n sicr.",
  countHelp: "Rhowch 0 os nad oedd dim.",
};
