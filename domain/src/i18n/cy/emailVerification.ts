import type { Messages } from "../en";

export const emailVerification: Messages["emailVerification"] = {
  mailSubject: "Dilyswch eich cyfeiriad e-bost",
  mailHeading: "Dilyswch eich cyfeiriad e-bost",
  mailIntro: "Cadarnhewch mai hwn yw'r cyfeiriad e-bost ar gyfer eich cyfrif hyfforddiant llesiant.",
  mailValidity:
    "Mae'r ddolen isod yn gweithio unwaith, am 24 awr. Os na wnaethoch ofyn am hyn, gallwch anwybyddu'r e-bost hwn.",
  mailAction: "Dilysu'r cyfeiriad e-bost",
  linkInvalid: "Nid yw'r ddolen ddilysu hon yn ddilys, neu mae wedi'i defnyddio eisoes.",
  linkExpired: "Mae'r ddolen ddilysu hon wedi dod i ben. Gofynnwch am un newydd ar Fy nghyfrif.",
  alreadyVerified: "Mae eich cyfeiriad e-bost eisoes wedi'i ddilysu.",
  verified: "Mae eich cyfeiriad e-bost wedi'i ddilysu.",
  linkSent: "Rydym wedi anfon dolen ddilysu i {email}.",
  unverifiedTitle: "Dilyswch eich cyfeiriad e-bost",
  unverifiedText:
    "Rydym wedi anfon dolen drwy e-bost i {email}. Dilynwch hi i ddangos mai chi biau'r cyfeiriad: tan hynny, bydd y sesiynau y gwnaeth hyfforddwr eich cofrestru ar eu cyfer o dan y cyfeiriad hwn yn aros yn gudd.",
  pendingTitle: "Cadarnhewch eich cyfeiriad e-bost newydd",
  pendingText:
    "Rydym wedi anfon dolen drwy e-bost i {pendingEmail}. Bydd eich cyfeiriad yn newid pan fyddwch yn ei dilyn; tan hynny bydd eich cyfrif yn cadw {currentEmail}.",
  resend: "Anfon y ddolen eto",
  detailsSavedPending:
    "Mae manylion eich cyfrif wedi'u cadw. Rydym wedi anfon dolen i {email}: bydd eich cyfeiriad yn newid pan fyddwch yn ei dilyn.",
  verifying: "Wrthi'n dilysu eich cyfeiriad e-bost…",
  verifiedTitle: "Cyfeiriad e-bost wedi'i ddilysu",
  failedTitle: "Nid oedd modd i ni ddilysu eich cyfeiriad e-bost",
  askForNewLink: "Anfonwch ddolen newydd ataf",
  logInForNewLink: "Mewngofnodwch i ofyn am ddolen newydd.",
  staffListedVerifyFirst:
    "Mae hyfforddwr eisoes wedi cofrestru'r cyfeiriad e-bost hwn ar gyfer y sesiwn hon. Dilyswch eich cyfeiriad e-bost (dilynwch y ddolen a anfonwyd atoch drwy e-bost) i weld y cofrestriad.",
  continue: "Parhau",
};
