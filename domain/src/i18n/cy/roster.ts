import type { Messages } from "../en";

export const roster: Messages["roster"] = {
  attendeesUpdated: "Diweddarwyd y rhestr o fynychwyr yn llwyddiannus",
  sessionFull:
    "Mae'n ddrwg gennym, mae'r sesiwn hon bellach yn llawn. Cofrestrwch ar gyfer sesiwn wahanol. Am ragor o wybodaeth, defnyddiwch y cyfeiriad e-bost cyswllt uchod.",
  registered: "Wedi cofrestru'n llwyddiannus",
  alreadyRegistered: "Wedi cofrestru eisoes!",
  completePreCourse: "Cwblhewch y gwerthusiad cyn y cwrs nawr",
  completePreCourseEvaluation: "Cwblhewch y gwerthusiad cyn y cwrs",
  completePostSessionEvaluation: "Cwblhewch y gwerthusiad ar ôl y sesiwn",
  whatNow: "Beth nesaf? Mae deunyddiau eich cwrs ar gael nawr",
  removalRequestSent: "Anfonwyd y cais i'ch tynnu'n llwyddiannus",
  noMessages: "Dim negeseuon wedi dod i law ar hyn o bryd.",
  invalid: "Annilys!",
  errorPrefix: "Gwall!, ",
  detailsFailed: "Gwall! aeth rhywbeth o'i le",
  loading: "Wrthi'n llwytho",
  removalGuidance:
    "Ni ellir tynnu cyfeiriadau e-bost cyfranogwyr sydd eisoes wedi cwblhau'r gwerthusiad ar ôl y sesiwn.",
  evaluatedCannotBeRemoved: "{emails}: wedi cwblhau'r gwerthusiad ar ôl y sesiwn, felly ni ellir eu tynnu",
  notYourEmail: "Dim ond gyda chyfeiriad e-bost eich cyfrif y gallwch gofrestru",
  notRegistered: "Nid ydych wedi cofrestru ar gyfer y sesiwn hon",
  cannotRegisterAs:
    "Rydych wedi mewngofnodi fel {role}. Dim ond cyfranogwyr sy'n gallu cofrestru ar gyfer sesiwn: mewngofnodwch neu newidiwch i'ch cyfrif cyfranogwr i gofrestru.",
  loginToRegister: "Mewngofnodwch neu crëwch gyfrif cyfranogwr i gofrestru ar gyfer y sesiwn hon.",
  termsLabel: "Rwy'n cytuno i'r telerau ac amodau",
  attendanceLabel: "Rwy'n cadarnhau y byddaf yn bresennol ar bob dyddiad o'r sesiwn hon",
  messageLabel: "Gofynion arbennig neu neges i'r hyfforddwr",
  tooManyEmails: "Gormod o gyfeiriadau e-bost: 500 ar y mwyaf",
  messageTooLong: "Rhy hir - dylai fod yn 2000 nod ar y mwyaf",
  removalReasonLabel: "Pam ydych chi am gael eich tynnu o'r sesiwn hon?",
  noInvitees: "Dim gwahoddedigion eto",
  noAttendees: "Dim mynychwyr wedi cofrestru eto",
  noRemovalRequests: "Dim ceisiadau i dynnu",
  confirmationSubject: "Rydych wedi cofrestru",
  copied: "Wedi'i gopïo!",
  requestRemoval: "Gofyn am gael eich tynnu o'r sesiwn hon",
  removalRequested: "Rydych wedi gofyn am gael eich tynnu o'r sesiwn hon. Bydd yr hyfforddwr yn cysylltu â chi.",
  removalDialogTitle: "Gofyn am gael eich tynnu",
  erasedParticipant: "(cyfranogwr wedi'i ddileu)",
  listGuidance:
    "Teipiwch neu gludwch gyfeiriadau e-bost wedi'u gwahanu gan fylchau, atalnodau neu hanner colonau, yna pwyswch Enter.",
};
