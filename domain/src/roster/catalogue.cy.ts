import type { Catalogue } from "../slice";
import type { en } from "./catalogue.en";

// The roster slice's texts in Welsh: catalogue.en.ts's keys (informal-polite 'chi' forms, the glossary's terms).
type Welsh = Catalogue<typeof en>;

const roster: Welsh["roster"] = {
  attendeesUpdated: "Diweddarwyd y rhestr o fynychwyr yn llwyddiannus",
  sessionFull:
    "Mae'n ddrwg gennym, mae'r sesiwn hon bellach yn llawn. Cofrestrwch ar gyfer sesiwn wahanol. Am ragor o wybodaeth, defnyddiwch y cyfeiriad e-bost cyswllt uchod.",
  registered: "Wedi cofrestru'n llwyddiannus",
  sessionEnded:
    "Mae'r sesiwn hon wedi dod i ben, felly ni allwch gofrestru ar ei chyfer mwyach. Dewiswch sesiwn sydd i ddod. Os gwnaethoch chi ei mynychu, gofynnwch i'r hyfforddwr eich ychwanegu at ei mynychwyr.",
  alreadyRegistered: "Wedi cofrestru eisoes!",
  completePreCourse: "Cwblhewch y gwerthusiad cyn y cwrs nawr",
  completePreCourseEvaluation: "Cwblhewch y gwerthusiad cyn y cwrs",
  completePostSessionEvaluation: "Cwblhewch y gwerthusiad ar ôl y sesiwn",
  whatNow: "Beth nesaf? Mae deunyddiau eich cwrs ar gael nawr",
  whatNowLocked:
    "Beth nesaf? Bydd deunyddiau eich cwrs yn agor wrth i chi gwblhau eu gwerthusiadau: y rhai cyn y sesiwn ar ôl y gwerthusiad cyn y cwrs, sy'n dod gyda Modiwl 1, a'r rhai ar ôl y sesiwn ar ôl gwerthusiad y sesiwn hon.",
  modulesInOrderTitle: "Mae'r modiwlau'n cael eu mynychu mewn trefn",
  skippedModules:
    "Nid oes gennych chi le ar {modules} o'r cwrs hwn cyn y sesiwn hon. Mae'r modiwlau'n adeiladu ar ei gilydd, gan ddechrau gyda Modiwl 1: archebwch y modiwlau cynharach yn gyntaf, neu cofrestrwch yma dim ond os yw eich hyfforddwr wedi cytuno.",
  findModuleSession: "Dod o hyd i sesiwn {module}",
  removalRequestSent: "Anfonwyd y cais i'ch tynnu'n llwyddiannus",
  noMessages: "Dim negeseuon wedi dod i law ar hyn o bryd.",
  invalid: "Annilys!",
  loading: "Wrthi'n llwytho",
  removalGuidance: "Ni ellir tynnu cyfeiriadau e-bost cyfranogwyr sydd eisoes wedi cwblhau'r gwerthusiad ar ôl y sesiwn.",
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
  requestRemoval: "Gofyn am gael eich tynnu o'r sesiwn hon",
  removalRequested: "Rydych wedi gofyn am gael eich tynnu o'r sesiwn hon. Bydd yr hyfforddwr yn cysylltu â chi.",
  removalDialogTitle: "Gofyn am gael eich tynnu",
  erasedParticipant: "(cyfranogwr wedi'i ddileu)",
  listGuidance: "Teipiwch neu gludwch gyfeiriadau e-bost wedi'u gwahanu gan fylchau, atalnodau neu hanner colonau, yna pwyswch Enter.",
  registrationTitle: "Cofrestru ar gyfer sesiwn",
  sessionDetailsTitle: "Manylion y sesiwn",
  factTime: "Amser",
  factExtraJoiningInfo: "Gwybodaeth ychwanegol am ymuno",
  certificate: "Tystysgrif: {module}",
  viewMySession: "Gweld fy sesiwn",
  attendanceHeading: "Presenoldeb",
  register: "Cofrestru",
  createAccount: "Creu cyfrif",
  staffRole: "aelod o staff",
  switchToParticipant: "Newid i'ch cyfrif cyfranogwr",
  confirm: "Cadarnhau",
  sessionOver: "Mae'r sesiwn hon wedi dod i ben: nid oes lle ar ôl i'w roi i fyny.",
  removalRequestsTitle: "Ceisiadau i dynnu ({count})",
  // Welsh counts take the singular noun.
  removalRequestsNotice:
    "{count, plural, zero {Nid oes cyfranogwr wedi gofyn am gael ei dynnu o'r sesiwn hon.} one {Mae cyfranogwr wedi gofyn am gael ei dynnu o'r sesiwn hon.} two {Mae # gyfranogwr wedi gofyn am gael eu tynnu o'r sesiwn hon.} few {Mae # chyfranogwr wedi gofyn am gael eu tynnu o'r sesiwn hon.} many {Mae # chyfranogwr wedi gofyn am gael eu tynnu o'r sesiwn hon.} other {Mae # cyfranogwr wedi gofyn am gael eu tynnu o'r sesiwn hon.}}",
  viewRemovalRequests: "Gweld y ceisiadau i dynnu",
  showMore: "Dangos mwy",
  showLess: "Dangos llai",
  copy: "Copïo",
  copyFailed: "Methu copïo'r rhestr",
  emailPlaceholder: "enw@enghraifft.org",
  inviteesLabel: "Gwahoddedigion:",
  inviteesEmailed: "({count} wedi cael e-bost).",
  inviteeNewTag: "newydd",
  inviteeNewMeaning: "heb gael e-bost eto ·",
  inviteeSentTag: "anfonwyd",
  inviteeSentMeaning: "gwahoddiad wedi'i anfon drwy e-bost. Mae gwahoddedigion sy'n cofrestru yn symud at y mynychwyr sydd wedi cofrestru.",
  inviteesEmailsLabel: "Cyfeiriadau e-bost y gwahoddedigion",
  saveInvitees: "Cadw'r gwahoddedigion",
  attendeesEmailsLabel: "Cyfeiriadau e-bost y mynychwyr sydd wedi cofrestru",
  erasedStayOnList:
    "{count, plural, zero {Nid oes cyfranogwr wedi'i ddileu ar y rhestr.} one {Mae # (cyfranogwr wedi'i ddileu) yn aros ar y rhestr.} two {Mae # (gyfranogwr wedi'u dileu) yn aros ar y rhestr.} few {Mae # (chyfranogwr wedi'u dileu) yn aros ar y rhestr.} many {Mae # (chyfranogwr wedi'u dileu) yn aros ar y rhestr.} other {Mae # (cyfranogwr wedi'u dileu) yn aros ar y rhestr.}}",
  saveAttendees: "Cadw'r mynychwyr sydd wedi cofrestru",
  full: "Llawn",
  // 'lle' is masculine: dau le, tri lle, chwe lle.
  spacesLeft: "{count, plural, zero {Dim lleoedd ar ôl} one {Un lle ar ôl} two {Dau le ar ôl} few {Tri lle ar ôl} many {Chwe lle ar ôl} other {# lle ar ôl}}",
  specialRequirementsDrawerTitle: "Gofynion arbennig",
};

export const cy: Welsh = { roster };
