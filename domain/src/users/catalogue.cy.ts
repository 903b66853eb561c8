import type { Catalogue } from "../slice";
import type { en } from "./catalogue.en";

// The users slice's texts in Welsh: catalogue.en.ts's keys (informal-polite 'chi' forms, the glossary's terms).
type Welsh = Catalogue<typeof en>;

const account: Welsh["account"] = {
  forgotEmailRequired: "*Rhowch eich cyfeiriad e-bost",
  forgotEmailInvalid: "*Rhowch gyfeiriad e-bost dilys.",
  resetEmailSent: "Anfonwyd e-bost i ailosod y cyfrinair!",
  passwordResetFailed: "methodd ailosod y cyfrinair",
  notAUser: "nid ydych yn ddefnyddiwr",
  passwordResetDone: "Wedi'i wneud! Ailosodwyd y cyfrinair yn llwyddiannus",
  oldPasswordRequired: "*Rhowch eich hen gyfrinair.",
  newPasswordRequired: "*Rhowch eich cyfrinair newydd.",
  confirmPasswordRequired: "*Cadarnhewch eich cyfrinair newydd.",
  passwordNotMatch: "*Nid yw'r cyfrineiriau'n cyfateb.",
  passwordChanged: "Wedi'i wneud! Newidiwyd y cyfrinair",
  accountDeleted: "Wedi'i wneud! Dilëwyd y cyfrif yn llwyddiannus",
  detailsMissingTitle: "Manylion ar goll",
  updateMyAccount: "Diweddaru fy nghyfrif",
  wrongOldPassword: "Nid yw eich hen gyfrinair yn gywir",
  detailsSaved: "Mae manylion eich cyfrif wedi'u cadw",
  detailsMissingText: "Nid oes gennym eich enw eto. Diweddarwch fanylion eich cyfrif.",
  deletionQuestion: "Ydych chi'n siŵr eich bod am ddileu eich cyfrif? Ni fyddwch yn gallu dadwneud hyn!",
  deletionWhatGoes: "Dyma beth fydd yn mynd gydag ef:",
  deletionErased:
    "Bydd eich enw, eich cyfeiriad e-bost a'r hyn a ysgrifennoch atom (negeseuon i hyfforddwyr, atebion ysgrifenedig mewn gwerthusiadau) yn cael eu dileu.",
  deletionCertificates:
    "{count, plural, zero {Ni fydd unrhyw dystysgrif yn cael ei dirymu.} one {Bydd eich tystysgrif yn cael ei dirymu: bydd unrhyw un sy'n gwirio ei chod yn cael gwybod hynny.} two {Bydd eich dwy dystysgrif yn cael eu dirymu: bydd unrhyw un sy'n gwirio eu codau yn cael gwybod hynny.} few {Bydd eich tair tystysgrif yn cael eu dirymu: bydd unrhyw un sy'n gwirio eu codau yn cael gwybod hynny.} many {Bydd eich chwe thystysgrif yn cael eu dirymu: bydd unrhyw un sy'n gwirio eu codau yn cael gwybod hynny.} other {Bydd eich # tystysgrif yn cael eu dirymu: bydd unrhyw un sy'n gwirio eu codau yn cael gwybod hynny.}}",
  deletionClosedRoles: "Bydd eich cyfrif staff ({roles}) yn cael ei gau hefyd: bydd y sesiynau rydych chi'n eu cyflwyno yn aros, heb eich enw.",
  deletionPlaces:
    "{count, plural, zero {Ni fyddwch yn rhoi'r gorau i unrhyw le mewn sesiwn sydd i ddod.} one {Byddwch yn rhoi'r gorau i'ch lle yn y sesiwn hon sydd i ddod, fel y gall rhywun arall ei gael:} two {Byddwch yn rhoi'r gorau i'ch lleoedd yn y ddwy sesiwn hyn sydd i ddod, fel y gall eraill eu cael:} few {Byddwch yn rhoi'r gorau i'ch lleoedd yn y tair sesiwn hyn sydd i ddod, fel y gall eraill eu cael:} many {Byddwch yn rhoi'r gorau i'ch lleoedd yn y chwe sesiwn hyn sydd i ddod, fel y gall eraill eu cael:} other {Byddwch yn rhoi'r gorau i'ch lleoedd yn y # sesiwn hyn sydd i ddod, fel y gall eraill eu cael:}}",
  deletionPlace: "{dates}: {modules}, {course}",
  deletionAttendance: "Bydd y sesiynau rydych chi wedi'u mynychu yn aros yn ffigurau'r rhaglen, heb eich enw.",
  deletionChecking: "Wrthi'n gwirio beth fydd yn mynd gyda'ch cyfrif",
  deletionUnchecked:
    "Nid oedd modd i ni wirio eich tystysgrifau a'ch sesiynau ar hyn o bryd. Bydd dileu eich cyfrif yn dal i ddirymu eich tystysgrifau ac yn rhoi'r gorau i'ch lleoedd mewn sesiynau sydd i ddod.",
  tooManyRequests: "Gormod o ymdrechion. Arhoswch funud a rhowch gynnig arall arni.",
  setYourPassword: "Gosodwch eich cyfrinair",
  invitationIntro: "Croeso! Dewiswch gyfrinair eich cyfrif newydd.",
  myAccountTitle: "Manylion fy nghyfrif",
  changePassword: "Newid cyfrinair",
  changePasswordTitle: "Newidiwch eich cyfrinair",
  currentPassword: "Cyfrinair presennol",
  submit: "Cyflwyno",
  deleteAccount: "Dileu'r cyfrif",
  confirmDeleteAccount: "Ydw, dilëwch fy nghyfrif",
  chooseOrganisation: "Dewiswch eich math o sefydliad",
  specifyOrganisation: "Nodwch eich sefydliad",
  localAuthorities: "Awdurdodau lleol lle rydych yn darparu hyfforddiant",
  chooseLocalAuthorities: "Dewiswch neu teipiwch awdurdodau lleol",
  addLocalAuthority: 'Ychwanegu "{name}"',
};

const staff: Welsh["staff"] = {
  correspondenceLanguage: "Ym mha iaith y dylem ysgrifennu atynt?",
  invitationSubject: "Gwahoddiad i Hyfforddiant llesiant",
  invitationHeading: "Croeso, {name}",
  invitationIntro:
    "Mae cyfrif wedi'i greu i chi ar Hyfforddiant llesiant fel {role, select, trainer {hyfforddwr} localLead {arweinydd lleol} auditor {archwilydd} other {aelod o staff}}.",
  invitationPassword:
    "Dewiswch eich cyfrinair i ddechrau. Mae'r ddolen yn gweithio am {days, plural, zero {# diwrnod} one {# diwrnod} two {# ddiwrnod} few {# diwrnod} many {# diwrnod} other {# diwrnod}}; ar ôl hynny, defnyddiwch 'Wedi anghofio'r cyfrinair?' ar y dudalen mewngofnodi.",
  invitationAction: "Gosod fy nghyfrinair",
  groupMembership: "Rydych yng ngrŵp hyfforddwyr {lead}: gallant weld eich sesiynau a'u canlyniadau.",
  groupLeave: "Os nad yw hyn yn gywir, gallwch adael y grŵp drwy'r ddolen hon: {url}",
  addedSubject: "Rydych wedi cael eich ychwanegu at grŵp {lead}",
  addedIntro: "Mae {lead} wedi eich ychwanegu at eu grŵp o hyfforddwyr ar Hyfforddiant llesiant.",
};

const staffScreens: Welsh["staffScreens"] = {
  localLeads: "Arweinwyr lleol",
  archived: "Archifwyd",
  auditors: "Archwilwyr",
  whichList: "Pa restr",
  organisation: "Sefydliad",
  localLead: "Arweinydd lleol",
  trainersInGroup: "Hyfforddwyr yn eu grŵp",
  viewNamed: "Gweld {name}",
  addNewUser: "Ychwanegu defnyddiwr newydd",
  addTrainer: "Ychwanegu hyfforddwr",
  archive: "Archifo",
  restore: "Adfer",
  yesArchive: "Ie, archifo",
  archiveNamed: "Archifo {name}?",
  archiveThisPerson: "Archifo'r person hwn?",
  archiveWarning: "Ni fyddant yn gallu mewngofnodi i'r cyfrif staff hwn, ac ni fyddant yn cael eu cynnig fel hyfforddwr, nes bydd gweinyddwr yn eu hadfer.",
  pagesAbout: "Eu tudalennau",
  groupResults: "Canlyniadau'r grŵp",
  groupSessions: "Sesiynau'r grŵp",
  delete: "Dileu",
  deleteNamed: "Dileu {name}",
  deleteTrainer: "Dileu'r hyfforddwr",
  yesDelete: "Ie, dileu",
  trainerRemoved: "Nid yw {name} yn eich grŵp mwyach",
  trainerRemovedUnnamed: "Nid yw'r hyfforddwr yn eich grŵp mwyach",
  registrationDate: "Dyddiad cofrestru",
  addTrainerTitle: "Ychwanegu hyfforddwr at eich grŵp",
  onlyLeadsHaveGroup: "Dim ond arweinwyr lleol sydd â grŵp o hyfforddwyr",
  addTrainerIntro:
    "Mae hyfforddwr sydd eisoes â chyfrif a heb grŵp yn ymuno â'ch grŵp chi; mae hyfforddwr yng ngrŵp arweinydd lleol arall yn cael gwahoddiad, ac yn ymuno pan fydd yn ei dderbyn. Mae pawb arall yn cael cyfrif hyfforddwr ac e-bost yn eu gwahodd i osod cyfrinair.",
  addTrainerSubmit: "Ychwanegu hyfforddwr",
  addUserTitle: "Ychwanegu defnyddiwr newydd",
  noLocalLead: "Dim arweinydd lleol",
  localLeadHint: "Y grŵp y mae'r hyfforddwr yn ymuno ag ef",
  chooseOrganisation: "Dewiswch sefydliad",
  chooseLocalAuthorities: "Dewiswch awdurdodau lleol",
  localAuthoritiesHint: "Dewiswch o'r rhestr, neu teipiwch un arall a phwyso Enter",
  addUserSubmit: "Ychwanegu defnyddiwr",
  ok: "Iawn",
  leaveGroupTitle: "Gadael grŵp",
  yourLocalLead: "eich arweinydd lleol",
  linkForAnotherTrainer: "Mae'r ddolen hon ar gyfer hyfforddwr arall",
  logInWithEmailedAccount: "Mewngofnodwch gyda'r cyfrif yr anfonwyd yr e-bost ato.",
  leaveGroupQuestion: "Ydych chi am adael grŵp hyfforddwyr {leadStrong}? Ni fydd {lead} yn gweld eich sesiynau a'ch canlyniadau mwyach.",
  removeMeFromGroup: "Tynnu fi o'r grŵp",
};

const emailVerification: Welsh["emailVerification"] = {
  mailSubject: "Dilyswch eich cyfeiriad e-bost",
  mailHeading: "Dilyswch eich cyfeiriad e-bost",
  mailIntro: "Cadarnhewch mai hwn yw'r cyfeiriad e-bost ar gyfer eich cyfrif hyfforddiant llesiant.",
  mailValidity: "Mae'r ddolen isod yn gweithio unwaith, am 24 awr. Os na wnaethoch ofyn am hyn, gallwch anwybyddu'r e-bost hwn.",
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
  detailsSavedPending: "Mae manylion eich cyfrif wedi'u cadw. Rydym wedi anfon dolen i {email}: bydd eich cyfeiriad yn newid pan fyddwch yn ei dilyn.",
  verifying: "Wrthi'n dilysu eich cyfeiriad e-bost…",
  verifiedTitle: "Cyfeiriad e-bost wedi'i ddilysu",
  failedTitle: "Nid oedd modd i ni ddilysu eich cyfeiriad e-bost",
  askForNewLink: "Anfonwch ddolen newydd ataf",
  logInForNewLink: "Mewngofnodwch i ofyn am ddolen newydd.",
  staffListedVerifyFirst:
    "Mae hyfforddwr eisoes wedi cofrestru'r cyfeiriad e-bost hwn ar gyfer y sesiwn hon. Dilyswch eich cyfeiriad e-bost (dilynwch y ddolen a anfonwyd atoch drwy e-bost) i weld y cofrestriad.",
};

const groupInvitations: Welsh["groupInvitations"] = {
  invited:
    "Mae'r hyfforddwr hwn yng ngrŵp arweinydd lleol arall. Rydym wedi anfon gwahoddiad atynt drwy e-bost i ymuno â'ch grŵp chi: byddant yn aros yn eu grŵp nes iddynt ei dderbyn.",
  alreadyInvited: "Mae gan yr hyfforddwr hwn eich gwahoddiad i ymuno â'ch grŵp yn barod. Byddant yn aros yn eu grŵp nes iddynt ei dderbyn.",
  invitedNotSent:
    "Mae'r hyfforddwr hwn yng ngrŵp arweinydd lleol arall. Mae eich gwahoddiad i ymuno â'ch grŵp wedi'i gofnodi, ond ni allem anfon e-bost atynt ar hyn o bryd.",
  pendingTitle: "Gwahoddiadau sy'n aros am ateb",
  pendingIntro:
    "Mae'r hyfforddwyr hyn yng ngrŵp arweinydd lleol arall. Byddant yn ymuno â'ch grŵp chi pan fyddant yn derbyn y gwahoddiad a anfonwyd atynt drwy e-bost.",
  pendingTag: "Gwahoddiad yn aros",
  invitedOn: "Gwahoddwyd ar",
  pageTitle: "Gwahoddiad i ymuno â grŵp",
  question:
    "Mae {lead} wedi eich gwahodd i ymuno â'u grŵp o hyfforddwyr. Rydych chi yng ngrŵp {current} ar hyn o bryd: os byddwch chi'n derbyn, byddwch chi'n ei adael, a {lead} fydd yn gweld eich sesiynau a'u canlyniadau yn lle hynny.",
  accept: "Derbyn ac ymuno",
  accepted: "Rydych chi wedi ymuno â grŵp {lead}.",
  declined: "Rydych chi wedi gwrthod y gwahoddiad. Rydych chi'n aros yn eich grŵp.",
  noneWaiting: "Nid yw'r gwahoddiad hwn yn aros am eich ateb mwyach.",
  noneWaitingHint: "Efallai eich bod wedi'i ateb yn barod, neu fod gweinyddwr wedi eich symud. Mae manylion eich cyfrif yn dangos eich arweinydd lleol.",
  leadNoLongerLeads: "Ni all yr arweinydd lleol hwn dderbyn hyfforddwyr i'w grŵp mwyach.",
  ownGroup: "Ni all arweinydd lleol fod yn ei grŵp ei hun",
  moveHeading: "Symud i grŵp arall",
  movePlaceholder: "Dewiswch arweinydd lleol",
  move: "Symud",
  moved: "Mae {name} bellach yng ngrŵp {lead}. Rydym wedi rhoi gwybod iddynt hwy a'r ddau arweinydd lleol drwy e-bost.",
  inviteSubject: "Mae {lead} yn eich gwahodd i ymuno â'u grŵp",
  inviteIntro: "Hoffai {lead} i chi ymuno â'u grŵp o hyfforddwyr ar Hyfforddiant llesiant.",
  inviteStay:
    "Byddwch chi'n aros yng ngrŵp {current} oni bai eich bod yn derbyn. Os byddwch chi'n derbyn, {lead} fydd yn gweld eich sesiynau a'u canlyniadau yn lle hynny.",
  inviteAction: "Ateb y gwahoddiad",
  currentLeadSubject: "Mae {trainer} wedi cael gwahoddiad i grŵp arall",
  currentLeadIntro:
    "Mae {lead} wedi gwahodd {trainer}, hyfforddwr yn eich grŵp, i ymuno â'u grŵp nhw. Bydd {trainer} yn aros yn eich grŵp oni bai eu bod yn derbyn; byddwn yn dweud wrthych os byddant yn gwneud hynny.",
  inviterSubject: "Eich gwahoddiad i {trainer}",
  inviterIntro:
    "Mae {trainer} yng ngrŵp arweinydd lleol arall, felly rydym wedi anfon gwahoddiad atynt drwy e-bost i ymuno â'ch grŵp chi. Byddant yn aros yn eu grŵp nes iddynt dderbyn; byddwn yn anfon eu hateb atoch drwy e-bost.",
  joinedSubject: "Mae {trainer} wedi ymuno â'ch grŵp",
  joinedIntro: "Mae {trainer} wedi derbyn eich gwahoddiad ac mae bellach yn eich grŵp o hyfforddwyr.",
  leftSubject: "Mae {trainer} wedi gadael eich grŵp",
  leftIntro: "Mae {trainer} wedi derbyn gwahoddiad {lead} ac wedi gadael eich grŵp o hyfforddwyr.",
  declinedSubject: "Mae {trainer} wedi gwrthod eich gwahoddiad",
  declinedIntro: "Mae {trainer} wedi gwrthod eich gwahoddiad i ymuno â'ch grŵp. Byddant yn aros yn eu grŵp presennol.",
  movedSubject: "Rydych chi wedi cael eich symud i grŵp {lead}",
  movedIntro: "Mae gweinyddwr wedi eich symud i grŵp hyfforddwyr {lead}.",
  movedInSubject: "Mae {trainer} wedi ymuno â'ch grŵp",
  movedInIntro: "Mae gweinyddwr wedi symud {trainer} i'ch grŵp o hyfforddwyr.",
  movedOutSubject: "Mae {trainer} wedi gadael eich grŵp",
  movedOutIntro: "Mae gweinyddwr wedi symud {trainer} i grŵp hyfforddwyr {lead}.",
  openTrainers: "Agor Eich hyfforddwyr",
};

export const cy: Welsh = { account, staff, staffScreens, emailVerification, groupInvitations };
