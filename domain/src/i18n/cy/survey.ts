import type { Messages } from "../en";

export const survey: Messages["survey"] = {
  title: "Gwerthusiad",
  agree: "Cytuno",
  back: "Yn ôl",
  next: "Nesaf",
  submitFeedback: "Cyflwyno adborth",
  step: "Cam {step}/{total}",
  percentComplete: "{percent}% wedi'i gwblhau",
  importantInformation: "Gwybodaeth bwysig",
  whyAreYouAsking: "Pam ydych chi'n gofyn y cwestiynau hyn i mi?",
  mustBeAnswered: "* rhaid ateb y cwestiwn hwn",
  submitted: "Wedi'i wneud! Diolch am gyflwyno eich adborth!",
  alreadySubmitted: "rydych chi eisoes wedi cyflwyno'r gwerthusiad hwn.",
  fillAnotherFirst: "Mae'n ddrwg gennym! Mae angen i chi lenwi gwerthusiad arall cyn hwn.",
  loggedInAsRole:
    "Rydych wedi mewngofnodi fel {role, select, admin {gweinyddwr} localLead {arweinydd lleol} trainer {hyfforddwr} superAdmin {uwch-weinyddwr} other {aelod o staff}}. Mewngofnodwch neu newidiwch i'ch cyfrif cyfranogwr i barhau",
  loadFailed: "Gwall!",
  submitFailed:
    "Roedd gwall wrth gyflwyno eich arolwg. Gwiriwch eich bod wedi ateb pob cwestiwn gofynnol ac wedi rhoi'r PIN cywir",
  checkSessionDetails: "Cyn dechrau, gwiriwch mai'r sesiwn isod yw'r sesiwn y daethoch iddi.",
  preCourseFirst:
    "Llenwch y gwerthusiad cyn y cwrs yn gyntaf: mae'n dangos i ni o ble roeddech chi'n dechrau, fel y gallwn weld pa wahaniaeth mae'r cwrs yn ei wneud.",
  numberOutOfRange: "Rhowch rif cyfan o {min} i {max}",
  countNotANumber: "Rhowch rif cyfan, 0 neu fwy",
  notAnOption: "Dewiswch un o'r opsiynau",
  rowNotRated: "Rhowch sgôr i bob rhes",
  moreThanPeopleSeen: "Ni all hwn fod yn fwy na nifer y bobl a welsoch a allai elwa",
  notThisSessionsEvaluation: "Nid yw'r gwerthusiad hwn yn un o werthusiadau'r sesiwn hon",
  notInThisEvaluation: "Nid yw'r cwestiwn hwn yn rhan o'r gwerthusiad hwn",
  tooManyAnswers: "Gormod o atebion",
  tooManySubmissions: "Anfonwyd llawer o werthusiadau oddi yma newydd. Rhowch gynnig arall arni yn nes ymlaen.",
  starsOf: "{stars} o 5 seren",
  noStars: "Dim sêr",
  chooseAnOption: "Dewiswch…",
  otherAnswerLabel: "Dywedwch ragor wrthym",
  chooseOrganisationFirst: "Dewiswch eich sefydliad yn gyntaf",
};
