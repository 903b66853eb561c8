import type { Catalogue } from "../slice";
import type { en } from "./catalogue.en";

// The attendance slice's texts in Welsh: catalogue.en.ts's keys (informal-polite 'chi' forms, the glossary's terms).
type Welsh = Catalogue<typeof en>;

const attendance: Welsh["attendance"] = {
  registerHeading: "Cofrestr presenoldeb",
  registerIntro:
    "Ticiwch pwy ddaeth ar bob dyddiad. Os yw'r cysylltiad yn wan, caiff y ticiau eu cadw ar y ddyfais hon a'u hanfon pan ddaw'r cysylltiad yn ôl.",
  datesLabel: "Dyddiad y sesiwn",
  attended: "Daeth",
  noShow: "Heb ddod",
  notRecorded: "Heb ei gofnodi",
  markFor: "{mark}: {person}",
  summary: "{attended} wedi dod, {noShows} heb ddod, {open} heb eu cofnodi",
  noAttendees: "Ni chanfuwyd unrhyw gyfranogwyr",
  releasePlace: "Rhyddhau'r lle",
  releaseConfirmTitle: "Rhyddhau'r lle hwn?",
  releaseConfirmBody: "Caiff {person} ei dynnu oddi ar restr gofrestredig y sesiwn, ac mae ei le ar gael i rywun arall.",
  released: "Mae'r lle wedi'i ryddhau",
  walkInHeading: "Ychwanegu rhywun a gyrhaeddodd heb gofrestru",
  walkInHelp: "Daeth rhywun heb gofrestru: rydyn ni'n eu cofrestru, yn nodi eu bod wedi dod, ac yn anfon gwahoddiad e-bost iddyn nhw i greu cyfrif.",
  walkInEmail: "Eu cyfeiriad e-bost",
  walkInAdd: "Ychwanegu",
  walkInAdded: "Wedi'u cofrestru a'u nodi fel wedi dod. Rydyn ni wedi anfon e-bost gwahoddiad atyn nhw.",
  pending:
    "{count, plural, zero {Dim tic yn aros i'w anfon} one {# tic yn aros i'w anfon} two {# dic yn aros i'w hanfon} few {# tic yn aros i'w hanfon} many {# thic yn aros i'w hanfon} other {# tic yn aros i'w hanfon}}",
  offline: "Rydych chi all-lein. Caiff y ticiau eu cadw ar y ddyfais hon a'u hanfon pan ddaw'r cysylltiad yn ôl.",
  checkInHelp: "Dangoswch y cod hwn ar y dechrau. Mae cyfranogwyr yn ei sganio gyda'u ffôn i gofnodi eu bod wedi dod.",
  checkInValid: "Mae'n gweithio ar {date} o {opens} tan {closes}.",
  checkInNoDateToday: "Nid yw'r un o ddyddiadau'r sesiwn hon heddiw, felly does dim cod i'w ddangos.",
  checkInLink: "Dolen cofrestru presenoldeb",
  checkInTitle: "Cofrestru presenoldeb",
  checkingIn: "Wrthi'n cofnodi eich presenoldeb…",
  checkedIn: "Mae eich presenoldeb wedi'i gofnodi ar gyfer {date}. Diolch am ddod!",
  alreadyCheckedIn: "Mae eich presenoldeb eisoes wedi'i gofnodi ar gyfer {date}.",
  logInToCheckIn: "Mewngofnodwch i gofnodi eich presenoldeb",
  logInToCheckInHelp: "Mewngofnodwch gyda'ch cyfrif cyfranogwr a chaiff eich presenoldeb ei gofnodi ar unwaith.",
  notParticipant: "Rydych chi wedi mewngofnodi fel {role}. Mewngofnodwch neu newidiwch i'ch cyfrif cyfranogwr i gofnodi eich presenoldeb.",
  notRegistered: "Dydych chi ddim wedi cofrestru ar gyfer y sesiwn hon, felly does dim modd cofnodi eich presenoldeb. Siaradwch â'ch hyfforddwr.",
  codeInvalid: "Nid yw'r cod hwn yn ddilys. Sganiwch y cod mae eich hyfforddwr yn ei ddangos.",
  codeNotNow: "Nid yw'r cod hwn yn gweithio nawr: dim ond ar ddyddiad y sesiwn y mae'n gweithio, o 30 munud cyn y dechrau tan y diwedd.",
  notASessionDate: "Nid yw'r dyddiad hwnnw'n un o ddyddiadau'r sesiwn",
  noSuchAttendee: "Ni chanfuwyd unrhyw fynychwr",
  badCommandId: "Mae angen ei ddynodydd ei hun ar bob tic",
  nothingToCorrect: "Does dim presenoldeb i'w gywiro ar gyfer y dyddiad hwnnw",
};

export const cy: Welsh = { attendance };
