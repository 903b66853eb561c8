import type { Messages } from "../en";

export const validation: Messages["validation"] = {
  required: "Mae'r maes hwn yn ofynnol",
  invalidEmail: "Cyfeiriad e-bost annilys",
  tooLong100: "Rhy hir - dylai fod yn 100 nod ar y mwyaf",
  passwordPolicy:
    "Rhaid i'r cyfrinair gynnwys o leiaf 8 nod, un briflythyren, un llythyren fach, un rhif ac un nod nad yw'n llythyren nac yn rhif",
  passwordsMustMatch: "Rhaid i'r cyfrineiriau gyfateb",
  postcodeTooShort: "Rhy fyr - dylai fod yn 5 nod o leiaf",
  postcodeTooLong: "Rhy hir - dylai fod yn 7 nod ar y mwyaf",
  invalidPostcode: "Cod post annilys",
  mustAgreeTerms: "Rhaid i chi gytuno i'n telerau ac amodau",
  mustConfirmAttendance: "Rhaid i chi gadarnhau y byddwch yn bresennol",
  invalidLink: "Dolen annilys",
  positiveNumber: "Dylai fod yn fwy na 0",
  selectAtLeastOne: "Rhaid i chi ddewis o leiaf un o'r opsiynau",
  sessionType: "Rhaid i chi ddewis naill ai ar-lein neu wyneb yn wyneb",
  minOneDate: "Ychwanegwch o leiaf un dyddiad",
  maxFourDates: "Gallwch ychwanegu 4 dyddiad ar y mwyaf",
  endBeforeStart: "Mae'r dyddiad gorffen cyn y dyddiad dechrau",
  zoomLink: "Rhowch ddolen Zoom ddilys",
  teamsLink: "Rhowch ddolen Teams ddilys",
  googleLink: "Rhowch ddolen Google Meet ddilys",
  formHasErrors: "Mae gwallau, gwiriwch uchod.",
};
