import type { Catalogue } from "../slice";
import type { en } from "./catalogue.en";

// The shared slice's texts in Welsh: catalogue.en.ts's keys (informal-polite 'chi' forms, the glossary's terms).
type Welsh = Catalogue<typeof en>;

const validation: Welsh["validation"] = {
  required: "Mae'r maes hwn yn ofynnol",
  invalidEmail: "Cyfeiriad e-bost annilys",
  tooLong100: "Rhy hir - dylai fod yn 100 nod ar y mwyaf",
  passwordPolicy: "Rhaid i'r cyfrinair gynnwys o leiaf 8 nod, un briflythyren, un llythyren fach, un rhif ac un nod nad yw'n llythyren nac yn rhif",
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

const request: Welsh["request"] = {
  invalidJson: "Nid yw corff y cais yn JSON dilys",
  emptyJson: "Mae corff y cais yn wag",
  notJson: "Anfonwch gorff y cais fel application/json",
  tooLarge: "Mae corff y cais yn rhy fawr",
  noSession: "Ni chafwyd hyd i'r sesiwn",
  noUser: "Ni chafwyd hyd i'r defnyddiwr",
  noAccount: "Ni chafwyd hyd i'r cyfrif",
  noEmail: "Ni chafwyd hyd i'r cyfeiriad e-bost",
  noTrainer: "Ni chafwyd hyd i'r hyfforddwr",
  noLocalLead: "Ni chafwyd hyd i'r arweinydd lleol",
  noStaffMember: "Ni chafwyd hyd i'r aelod o staff",
  noTrainerInYourGroup: "Ni chafwyd hyd i'r hyfforddwr yn eich grŵp",
  noGroupMembership: "Ni chafwyd hyd i'r aelodaeth o'r grŵp",
  noGroupInvitation: "Does dim gwahoddiad i ymuno â'r grŵp hwn yn aros amdanoch chi",
  noScheduledEmail: "Ni chafwyd hyd i'r e-bost a drefnwyd",
  noSuchPage: "Ni chafwyd hyd i'r dudalen",
  noCourse: "Ni chafwyd hyd i'r cwrs",
  noDocument: "Ni chafwyd hyd i'r ddogfen",
  noCertificate: "Ni chafwyd hyd i'r dystysgrif",
  unreadable: "Nid oedd modd darllen y cais",
};

const input: Welsh["input"] = {
  unsupportedCharacters: "Tynnwch y nodau arbennig neu anweledig o'r maes hwn",
  tooLong: "Rhy hir - dylai fod yn {max} {max, plural, zero {nod} one {nod} two {nod} few {nod} many {nod} other {nod}} ar y mwyaf",
  tooManyItems: "Gormod - {max} ar y mwyaf",
  capacityTooLarge: "Dylai fod yn {max} neu lai",
  nestedTooDeeply: "Mae corff y cais wedi'i nythu'n rhy ddwfn",
  notUnderstood: "Nid ydym yn deall y gwerth hwn",
  chooseOneOf: "Dewiswch un o {values}",
  dateFormat: "Rhowch ddyddiad ar ffurf BBBB-MM-DD",
  timeFormat: "Rhowch amser ar ffurf AA:mm (24 awr)",
  optional: "(dewisol)",
};

const errors: Welsh["errors"] = {
  generic: "Aeth rhywbeth o'i le. Rhowch gynnig arall arni yn nes ymlaen",
  somethingWentWrong: "Aeth rhywbeth o'i le",
  sessionUnavailable: "Gwall! Nid yw'r sesiwn rydych yn chwilio amdani ar gael",
  notFoundPage: "Mae'n ddrwg gennym, nid yw'r dudalen y gwnaethoch ymweld â hi yn bodoli.",
  serverErrorPage: "Mae'n ddrwg gennym, mae nam ar y gweinydd.",
  unauthorizedPage: "Mae'n ddrwg gennym, nid oes gennych hawl i weld y dudalen hon.",
  crashTitle: "Mae'n ddrwg gennym, mae'r sgrin hon wedi stopio gweithio",
  reportFeedback: "Rhoi adborth",
  reload: "Ail-lwytho",
  backHome: "Yn ôl i'r hafan",
  reportDetailsAdded: "Caiff manylion y gwall eu hychwanegu at eich adroddiad i chi.",
  whatWereYouDoing: "Beth oeddech chi'n ei wneud pan ddigwyddodd hyn?",
  sendReport: "Anfon yr adroddiad",
};

const product: Welsh["product"] = {
  notApplicable: "Amh.",
  invalidCredentials: "Cyfeiriad e-bost neu gyfrinair annilys",
  emailTaken: "Mae'r cyfeiriad e-bost hwn eisoes wedi'i gofrestru. Mewngofnodwch yn lle hynny.",
  notLoggedIn: "Mewngofnodwch i barhau",
  notAllowed: "Nid oes gennych hawl i wneud hyn",
  tooManyLogins: "Gormod o ymdrechion i fewngofnodi. Arhoswch funud a rhowch gynnig arall arni.",
  crossSiteRefused: "Gwrthodwyd y cais: ni ddaeth o'r wefan hon",
  invalidInput: "Gwiriwch y meysydd sydd wedi'u hamlygu",
  specialModuleAdminOnly: "Dim ond gweinyddwr sy'n gallu ychwanegu'r modiwl Hyfforddi'r Hyfforddwr neu Uwchsgilio Hyfforddwyr",
  specialModuleRemovalAdminOnly: "Dim ond gweinyddwr sy'n gallu tynnu'r modiwl Hyfforddi'r Hyfforddwr neu Uwchsgilio Hyfforddwyr",
  dateCountAdminOnly: "Dim ond gweinyddwr sy'n gallu ychwanegu neu dynnu dyddiadau",
  moduleNotInCourse: "Nid yw'r modiwl hwn yn rhan o'r cwrs a ddewiswyd",
  trainerUnknown: "Dewiswch hyfforddwr o'r rhestr",
  trainerNotInGroup: "Dewiswch chi eich hun neu hyfforddwr o'ch grŵp",
  trainerMustIncludeSelf: "Rhaid i chi fod yn un o hyfforddwyr y sesiwn",
  trainersMustDiffer: "Dewiswch ddau hyfforddwr gwahanol",
  concurrentChange: "Newidiodd rhywun arall hyn ar yr un pryd. Rhowch gynnig arall arni.",
  sessionExists: "Mae'r sesiwn hon eisoes yn bodoli",
  shortIdTaken: "Mae'r cod byr wedi'i gymryd",
  userAdded: "Ychwanegwyd y defnyddiwr. Rydym wedi anfon gwahoddiad iddynt drwy e-bost.",
  trainerAlreadyInGroup: "Mae'r hyfforddwr eisoes yn rhan o'ch grŵp.",
  leftGroup: "Cawsoch eich tynnu o'r grŵp yn llwyddiannus!",
  confirmDeleteTrainer: "Ydych chi'n siŵr eich bod am ddileu'r hyfforddwr hwn?",
  cannotRevert: "Ni fyddwch yn gallu dadwneud hyn!",
  trainerDeleteFailed: "Gwall! Gwall mewnol y gweinydd",
  noTrainers: "Dim hyfforddwyr",
  noLocalLeads: "Dim arweinwyr lleol",
  noArchived: "Dim wedi'u harchifo",
  noAuditors: "Dim archwilwyr",
  noParticipants: "Ni chafwyd hyd i gyfranogwyr",
  trainerJoinedGroup: "Ychwanegwyd yr hyfforddwr at eich grŵp. Rydym wedi rhoi gwybod iddynt drwy e-bost.",
  notATrainer: "Mae'r cyfeiriad e-bost hwn yn perthyn i gyfrif nad yw'n gyfrif hyfforddwr",
  staffAccountArchived: "Mae'r cyfrif staff hwn wedi'i archifo. Gall gweinyddwr ei adfer.",
  cannotAddYourself: "Ni allwch ychwanegu eich hun at eich grŵp eich hun",
  cannotRemoveYourself: "Ni allwch dynnu eich hun o'r rhestr",
  cannotArchiveYourself: "Ni allwch archifo eich cyfrif eich hun",
  chooseLocalLead: "Dewiswch arweinydd lleol o'r rhestr",
  staffArchived: "Archifwyd y cyfrif staff",
  staffRestored: "Adferwyd y cyfrif staff",
  emailHasAccount: "Mae'r cyfeiriad e-bost hwn eisoes yn perthyn i gyfrif",
  invitationNotSent:
    "Ychwanegwyd y defnyddiwr, ond nid oedd modd anfon yr e-bost gwahoddiad. Gallant osod cyfrinair drwy 'Wedi anghofio'r cyfrinair?' ar y dudalen mewngofnodi.",
  groupNoticeNotSent: "Ychwanegwyd yr hyfforddwr at eich grŵp, ond nid oedd modd anfon e-bost atynt ar hyn o bryd.",
  hello: "Helo {name}",
};

const language: Welsh["language"] = {
  label: "Iaith",
  english: "English",
  welsh: "Cymraeg",
};

const roles: Welsh["roles"] = {
  admin: "Gweinyddwr",
  localLead: "Arweinydd lleol",
  trainer: "Hyfforddwr",
  participant: "Cyfranogwr",
  superAdmin: "Uwch-weinyddwr",
  auditor: "Archwilydd",
};

const ui: Welsh["ui"] = {
  loadFailed: "Nid oedd modd llwytho hyn",
  tryAgain: "Rhowch gynnig arall arni",
  cancel: "Canslo",
  pages: "Tudalennau",
  previousPage: "Tudalen flaenorol",
  nextPage: "Tudalen nesaf",
  page: "Tudalen {number}",
  back: "Yn ôl",
  noMatches: "Dim canlyniadau",
  dayPlaceholder: "DD/MM/BBBB",
  today: "Heddiw",
  clear: "Clirio",
  calendar: "Calendr",
  previousMonth: "Mis blaenorol",
  nextMonth: "Mis nesaf",
  month: "Mis",
  year: "Blwyddyn",
  invalidDate: "Dyddiad annilys",
  dateOutOfRange: "Dyddiad y tu allan i'r ystod",
  close: "Cau",
  removeItem: "Tynnu {name}",
  clearSelection: "Clirio'r eitemau a ddewiswyd",
  search: "Chwilio",
  clearSearch: "Clirio'r chwiliad",
  options: "Opsiynau",
  openDropdown: "Agor y gwymplen",
  loading: "Yn llwytho",
  browserNotSupported: "Nid yw eich porwr yn cael ei gefnogi",
  browserNotSupportedText:
    "Rydych yn defnyddio Internet Explorer neu hen borwr nad yw'r wefan hon yn ei gefnogi. Defnyddiwch fersiwn ddiweddar o Chrome, Edge, Firefox neu Safari.",
  email: "E-bost",
  name: "Enw",
  role: "Rôl",
  localAuthorities: "Awdurdodau lleol",
  status: "Statws",
  actions: "Camau gweithredu",
  type: "Math",
  date: "Dyddiad",
  from: "O",
  answer: "Ateb",
  responses: "Ymatebion",
  results: "Canlyniadau",
  details: "Manylion",
  erased: "Wedi'i ddileu",
  saveChanges: "Cadw'r newidiadau",
  continue: "Parhau",
  decline: "Gwrthod",
  next: "Nesaf",
  view: "Gweld",
  viewDetails: "Gweld y manylion",
  show: "Dangos",
  filters: "Hidlyddion",
  clearFilters: "Clirio'r hidlyddion",
  chooseCourse: "Dewiswch gwrs",
  total: "Cyfanswm: {count}",
  me: "{name} (Fi)",
  loadingEllipsis: "Wrthi'n llwytho…",
  copied: "Wedi'i gopïo!",
  done: "Wedi'i wneud!",
  error: "Gwall!",
  errorPrefix: "Gwall!, ",
  errorWithMessage: "Gwall!, {message}",
  errorWentWrong: "Gwall! aeth rhywbeth o'i le",
  errorWentWrongCapitalised: "Gwall! Aeth rhywbeth o'i le",
};

const rateLimit: Welsh["rateLimit"] = {
  tooManySignUps: "Crëwyd gormod o gyfrifon o'ch rhwydwaith yn ddiweddar. Rhowch gynnig arall arni yn nes ymlaen.",
  tooManyAccountEmails: "Rydym eisoes wedi anfon sawl e-bost i'r cyfeiriad hwn. Gwiriwch eich mewnflwch, neu rhowch gynnig arall arni yn nes ymlaen.",
  tooManySessionEmails: "Rydych wedi anfon llawer o negeseuon e-bost mewn amser byr. Arhoswch ychydig cyn anfon rhagor.",
  tooManyInvitations: "Rydych wedi gwahodd llawer o bobl mewn amser byr. Arhoswch ychydig cyn gwahodd rhagor.",
};

const list: Welsh["list"] = {
  page: "Rhaid i'r dudalen fod yn rhif cyfan o 1 ymlaen",
  pageSize: "Rhaid i faint y dudalen fod yn rhif cyfan o 1 i 100",
  listType: "Dewiswch upcoming neu all",
  upcomingOnly: "Dim ond sesiynau sydd i ddod a restrir yma",
  trueOrFalse: "Defnyddiwch true neu false",
  chooseFromList: "Dewiswch o'r rhestr",
  tooManyValues: "Dewiswch 50 ar y mwyaf",
  delivery: "Dewiswch online neu faceToFace",
  target: "Dewiswch me, myGroup neu all",
  dateRange: "Rhaid i'r dyddiad gorffen fod ar y dyddiad dechrau neu ar ei ôl",
  chooseLocalLeads: "Dewiswch arweinwyr lleol o'r rhestr",
};

// The councils' official Welsh names.
const localAuthorities: Welsh["localAuthorities"] = {
  blaenauGwent: "Blaenau Gwent",
  caerphilly: "Caerffili",
  monmouthshire: "Sir Fynwy",
  newport: "Casnewydd",
  torfaen: "Torfaen",
};

const organisations: Welsh["organisations"] = {
  housing: "Tai",
  statutory: "Statudol",
  localAuthority: "Awdurdod lleol",
  health: "Iechyd",
  socialCare: "Gofal cymdeithasol",
  college: "Coleg",
  sportAndLeisure: "Chwaraeon a hamdden",
  drugAndAlcohol: "Cyffuriau ac alcohol",
  thirdSector: "Trydydd sector",
  communityGroup: "Grŵp cymunedol",
  governmentBody: "Corff llywodraeth",
  privateSector: "Sector preifat",
  none: "Dim",
  other: "Arall, nodwch",
};

const shell: Welsh["shell"] = {
  appName: "Hyfforddiant llesiant",
  skipToMain: "Neidio i'r prif gynnwys",
  menu: "Dewislen",
  mainMenu: "Prif ddewislen",
  mainNavigation: "Prif lywio",
  home: "Hafan",
  createSession: "Creu sesiwn newydd",
  trainerAdvice: "Cyngor i hyfforddwyr",
  sessions: "Sesiynau",
  evaluationResults: "Canlyniadau gwerthuso",
  accountDetails: "Manylion y cyfrif",
  accountDetailsTitle: "Manylion y cyfrif",
  yourResults: "Eich canlyniadau",
  yourGroupResults: "Canlyniadau eich grŵp",
  yourSessions: "Eich sesiynau",
  yourGroupSessions: "Sesiynau eich grŵp",
  yourTrainers: "Eich hyfforddwyr",
  allResults: "Pob canlyniad",
  allSessions: "Pob sesiwn",
  trainersAndLocalLeads: "Hyfforddwyr ac arweinwyr lleol",
  participants: "Cyfranogwyr",
  courseSchedule: "Amserlen y cyrsiau",
  myCourse: "Fy nghwrs",
  materials: "Deunyddiau",
  myAccount: "Fy nghyfrif",
  switchAccount: "Newid cyfrif",
  logOut: "Allgofnodi",
};

const welcome: Welsh["welcome"] = {
  title: "Croeso",
  intro: "Cadwch le ar sesiynau hyfforddi rhaglen y cwrs llesiant a'u cynnal, cwblhewch eich gwerthusiadau a dewch o hyd i ddeunyddiau eich cwrs.",
  trainer: "Hyfforddwr ydw i",
  participant: "Cyfranogwr ar y cwrs ydw i",
  courseSchedule: "Gweld y sesiynau y gallwch eu harchebu",
  findOutMore: "Rwyf am gael gwybod mwy",
};

const legal: Welsh["legal"] = {
  termsTitle: "Telerau ac amodau",
  privacyTitle: "Hysbysiad preifatrwydd",
  termsLinkText: "telerau ac amodau",
  privacyLinkText: "hysbysiad preifatrwydd",
  signUpAgreement: "Rydych hefyd yn cytuno i'n {terms} ac yn cadarnhau eich bod wedi darllen ein {privacy}.",
  registrationAgreement: "Darllenwch ein {terms} a'n {privacy} cyn i chi gofrestru.",
  legalLinks: "Telerau a phreifatrwydd",

  termsIntro:
    "Mae'r telerau hyn yn berthnasol i bawb sy'n defnyddio'r wefan hon: cyfranogwyr ar y cwrs, hyfforddwyr, arweinwyr lleol a gweinyddwyr. Drwy greu cyfrif neu gofrestru ar gyfer sesiwn rydych yn cytuno iddynt, felly darllenwch nhw yn gyntaf.",
  termsWhoHeading: "Pwy sy'n rhedeg y rhaglen",
  termsWho:
    "Mae'r wefan hon yn perthyn i raglen hyfforddi ranbarthol i'r gweithlu sy'n cynnal cwrs llesiant meddyliol, fel cwrs safonol a chwrs pobl ifanc, i bobl sy'n gweithio yn awdurdodau lleol y rhanbarth a gyda nhw. Tîm y rhaglen sy'n rhedeg y wefan; hyfforddwyr ac arweinwyr lleol hyfforddedig sy'n cyflwyno'r sesiynau.",
  termsFundingHeading: "Sesiynau am ddim, wedi'u hariannu gan gyrff cyhoeddus",
  termsFunding:
    "Mae'r sesiynau am ddim oherwydd bod cyrff cyhoeddus yn eu hariannu, ac mae angen i'n cyllidwyr wybod bod y cwrs yn gweithio. Mae gwerthuso'n orfodol i bob cyfranogwr: caiff y cwrs ei ariannu, caiff ymatebion dienw eu dadansoddi a'u hadrodd i gyllidwyr, a chaiff y data ei ddefnyddio ar gyfer ymchwil ar ffurf ddienw.",
  termsAccountHeading: "Eich cyfrif",
  termsAccount:
    "Rhowch eich enw go iawn a chyfeiriad e-bost rydych yn ei ddarllen, a chadwch eich cyfrinair i chi'ch hun. Mae un cyfrif ar gyfer un person. Rhowch wybod i ni ar unwaith os ydych yn credu bod rhywun arall wedi defnyddio'ch cyfrif.",
  termsSessionsHeading: "Cofrestru a mynychu",
  termsSessions:
    "Cofrestrwch ar gyfer pob modiwl ar wahân, a mynychwch y modiwlau yn eu trefn, gan ddechrau gyda Modiwl 1. Dim ond os oes o leiaf chwe chyfranogwr y caiff sesiwn ei chynnal. Os na allwch ddod, rhowch wybod i'ch hyfforddwr cyn gynted ag y gallwch, fel y gall rhywun arall gael eich lle. Os yw sesiwn yn llawn, cysylltwch â'r hyfforddwr i ymuno â rhestr aros y sesiwn.",
  termsEvaluationsHeading: "Gwerthusiadau",
  termsEvaluations:
    "Pan fyddwch yn cofrestru rydych yn cytuno i gwblhau gwerthusiadau eich cwrs: un cyn y cwrs (mae'n cymryd tua 2 funud), un ar ôl pob sesiwn, a gwerthusiadau dilyniant rai misoedd wedyn. Mae eich atebion yn ddienw; mae'r hysbysiad preifatrwydd yn esbonio beth sy'n digwydd iddynt.",
  termsCertificatesHeading: "Tystysgrifau a deunyddiau'r cwrs",
  termsCertificates:
    "Ar ôl i chi fynychu modiwl a chwblhau ei werthusiad ar ôl y sesiwn, gallwch lawrlwytho tystysgrif ar ei gyfer. Mae'r llyfrau gwaith, y canllawiau a deunyddiau eraill y cwrs ar gyfer eich dysgu chi eich hun: peidiwch â'u gwerthu na'u rhannu y tu allan i'r cwrs.",
  termsConductHeading: "Defnyddio'r wefan yn deg",
  termsConduct:
    "Peidiwch â cheisio cyrraedd cyfrifon neu wybodaeth nad ydynt yn perthyn i chi, amharu ar y wefan, na'i defnyddio i anfon negeseuon e-bost nad oes neb wedi gofyn amdanynt. Dim ond pobl sydd am gymryd rhan y mae hyfforddwyr ac arweinwyr lleol yn eu gwahodd, a dim ond i gynnal eu sesiynau y maent yn defnyddio manylion cyfranogwyr. Gallwn gau cyfrif sy'n torri'r telerau hyn.",
  termsChangesHeading: "Newidiadau, a dod â'ch cyfrif i ben",
  termsChanges:
    "Gallwn newid y telerau hyn pan fydd y rhaglen yn newid; y fersiwn ar y dudalen hon yw'r un sy'n berthnasol. Gallwch roi'r gorau i ddefnyddio'r wefan a dileu eich cyfrif unrhyw bryd, ar Fy nghyfrif.",
  termsLawHeading: "Cyfraith ac iaith",
  termsLaw:
    "Mae'r telerau hyn yn cael eu llywodraethu gan gyfraith Cymru a Lloegr. Maent wedi'u cyhoeddi yn Gymraeg ac yn Saesneg, ac mae gan y ddwy fersiwn statws cyfartal.",

  privacyIntro:
    "Mae'r hysbysiad hwn yn esbonio pa ddata personol y mae'r wefan hon yn ei gadw amdanoch, pam, pwy sy'n ei weld, a beth yw eich hawliau. Mae'n berthnasol i gyfranogwyr ar y cwrs ac i staff: hyfforddwyr, arweinwyr lleol a gweinyddwyr.",
  privacyWhoHeading: "Pwy sy'n gyfrifol am eich data",
  privacyWho:
    "Tîm y rhaglen, sy'n rhedeg y wefan hon i'r rhaglen hyfforddi ranbarthol i'r gweithlu, sy'n gyfrifol am eich data personol (y rheolydd data). Mae hyfforddwyr ac arweinwyr lleol yn ei ddefnyddio ar ran y rhaglen, i gyflwyno eu sesiynau.",
  privacyDataHeading: "Beth rydym yn ei gadw",
  privacyDataAccount: "Eich enw a'ch cyfeiriad e-bost, a'r iaith rydych am i ni ysgrifennu atoch ynddi.",
  privacyDataPassword: "Eich cyfrinair, wedi'i gadw yn unig mewn ffurf na ellir ei throi'n ôl yn gyfrinair.",
  privacyDataSessions:
    "Y sesiynau rydych yn cofrestru ar eu cyfer, a fuoch yn bresennol, unrhyw neges rydych yn ei hanfon at yr hyfforddwr wrth gofrestru (anghenion arbennig, er enghraifft), a'r negeseuon e-bost rydym yn eu hanfon atoch.",
  privacyDataEvaluations: "Eich atebion i'r gwerthusiadau.",
  privacyDataStaff:
    "Ar gyfer hyfforddwyr, arweinwyr lleol a gweinyddwyr hefyd: eich sefydliad, yr awdurdodau lleol rydych yn cyflwyno ynddynt a'r sesiynau rydych yn eu cynnal.",
  privacyWhyHeading: "Pam rydym yn ei gadw",
  privacyWhy:
    "I redeg eich cyfrif a'ch cofrestriadau; i anfon atoch y negeseuon e-bost am eich sesiynau (gwahoddiadau, cadarnhadau, nodiadau atgoffa, dolenni gwerthuso a dolenni cyfrinair); i roi eich tystysgrifau i chi; ac i werthuso'r cwrs ar gyfer y cyrff cyhoeddus sy'n ei ariannu.",
  privacyBasisHeading: "Ein sail gyfreithlon",
  privacyBasis:
    "Rydym yn defnyddio eich data i gyflawni tasg er budd y cyhoedd: cyflwyno a gwerthuso rhaglen hyfforddi a ariennir yn gyhoeddus (GDPR y DU, Erthygl 6(1)(e)). Pan fo ateb i werthusiad yn dweud rhywbeth am eich iechyd neu'ch llesiant, rydym yn ei ddefnyddio ar gyfer ystadegau ac ymchwil er budd y cyhoedd yn unig, ar ffurf ddienw a chyda mesurau diogelu Erthygl 89.",
  privacyResearchHeading: "Eich atebion i'r gwerthusiadau: yn ddienw, wedi'u hadrodd i gyllidwyr, wedi'u defnyddio ar gyfer ymchwil",
  privacyResearch:
    "Mae gwerthuso'n orfodol i bob cyfranogwr: caiff y cwrs ei ariannu, caiff ymatebion dienw eu dadansoddi a'u hadrodd i gyllidwyr, a chaiff y data ei ddefnyddio ar gyfer ymchwil ar ffurf ddienw.",
  privacyAnonymisation:
    "Ni chaiff eich atebion byth eu dangos na'u hadrodd gyda'ch enw na'ch cyfeiriad e-bost: mae hyfforddwyr yn gweld atebion eu sesiynau heb enwau, caiff canlyniadau eu hadrodd ar gyfer grwpiau, byth ar gyfer un person, ac nid oes dim a roddir i gyllidwyr nac ymchwilwyr yn eich enwi nac yn gallu eich adnabod. Ar ddechrau pob gwerthusiad rydym yn gofyn a ydych yn cytuno i'r defnydd ymchwil, ac rydym yn cofnodi eich ateb.",
  privacySharingHeading: "Gyda phwy rydym yn ei rannu",
  privacySharing:
    "Dim ond canlyniadau dienw y mae cyllidwyr yn eu cael, a dim ond atebion dienw y mae ymchwilwyr sy'n gwerthuso'r cwrs yn eu cael: byth eich enw na'ch cyfeiriad e-bost. Mae eich hyfforddwr a'i arweinydd lleol yn gweld enwau a chyfeiriadau e-bost y bobl sydd wedi cofrestru ar gyfer eu sesiynau. Mae'r cwmnïau sy'n cynnal y wefan hon ac yn anfon ei negeseuon e-bost yn trin data ar ein rhan dan gontract, a hynny dim ond i'w rhedeg. Nid ydym byth yn gwerthu eich data nac yn ei ddefnyddio ar gyfer marchnata.",
  privacyRetentionHeading: "Am faint rydym yn ei gadw",
  privacyRetention:
    "Rydym yn cadw eich cyfrif a'ch cofrestriadau cyhyd ag y bydd gennych gyfrif, fel y gallwch weld eich cwrs a lawrlwytho eich tystysgrifau. Pan fyddwch yn dileu eich cyfrif, caiff eich enw a'ch cyfeiriad e-bost eu dileu: mae manylion pob person wedi'u cloi ag allwedd sy'n unigryw i'r person hwnnw, ac mae dileu'r cyfrif yn dinistrio'r allwedd, felly ni ellir darllen y manylion yn unman mwyach, yn ein cofnodion nac yn eu copïau wrth gefn. Caiff atebion dienw i'r gwerthusiadau eu cadw, gan nad ydynt yn eich adnabod mwyach a'u bod yn rhan o ganlyniadau ac ymchwil y rhaglen.",
  privacyRightsHeading: "Eich hawliau",
  privacyRights:
    "Mae gennych hawl i weld y data personol rydym yn ei gadw amdanoch (mynediad), i'w gael wedi'i gywiro ac i'w gael wedi'i ddileu. Gallwch gywiro eich enw a'ch cyfeiriad e-bost eich hun ar Fy nghyfrif, a dileu eich cyfrif yno gyda 'Dileu'r cyfrif'. Gallwch hefyd wrthwynebu'r ffordd rydym yn defnyddio eich data, neu ofyn i ni gyfyngu arni. I gael copi o'ch data, neu ar gyfer unrhyw gais arall, cysylltwch â ni: rydym yn ateb o fewn mis.",
  privacyComplaint: "Os ydych yn anhapus â'r ffordd rydym wedi defnyddio eich data, gallwch gwyno i Swyddfa'r Comisiynydd Gwybodaeth (ico.org.uk).",
  privacyLanguageHeading: "Yr iaith rydym yn ysgrifennu atoch ynddi",
  privacyLanguage:
    "Pan fyddwch yn creu cyfrif rydym yn gofyn a ydych am i ni ysgrifennu atoch yn Gymraeg neu yn Saesneg. Rydym yn cadw eich ateb ar eich cyfrif ac yn anfon pob neges e-bost yn yr iaith honno; gallwch ei newid ar Fy nghyfrif unrhyw bryd. Bydd rhywun rydym yn ysgrifennu ato heb gyfrif yn cael y ddwy iaith, gyda'r Gymraeg yn gyntaf.",
  privacyCookiesHeading: "Cwcis",
  privacyCookies:
    "Dim ond y cwcis sydd eu hangen arni i weithio y mae'r wefan yn eu defnyddio: i'ch cadw wedi mewngofnodi, i ddangos eich newidiadau eich hun i chi ar unwaith, ac i gofio'r iaith a ddewisoch ar y sgrin. Nid yw'n defnyddio cwcis hysbysebu nac olrhain.",

  contactHeading: "Cysylltu â ni",
  contact:
    "Am unrhyw gwestiwn am y telerau hyn neu'r hysbysiad hwn, neu i arfer eich hawliau, ysgrifennwch at {email}. Rydym yn ateb yn Gymraeg neu yn Saesneg, fel y dymunwch.",
};

const sessionFacts: Welsh["sessionFacts"] = {
  platformOther: "Arall",
  online: "Ar-lein",
  dayWithTimes: "{day}, {start} i {end}",
  dayMonthWithTimes: "{day} {start} i {end}",
  moduleNumberTrainer: "Hyfforddwr",
  evaluation: "Gwerthusiad",
  course: "Cwrs",
  modules: "Modiwl(au)",
  dates: "Dyddiad(au)",
  location: "Lleoliad",
  meetingPlatform: "Platfform y cyfarfod",
  meetingLink: "Dolen y cyfarfod",
  trainers: "Hyfforddwr(wyr)",
  contactEmail: "E-bost cyswllt",
  dayOf: "{title} (diwrnod {day} o {days})",
  calendarWhen: "Pryd: {date}",
  calendarTrainers: "Hyfforddwyr: {trainers}",
  calendarMeetingLink: "Dolen y cyfarfod: {link}",
  calendarContact: "Cyswllt: {email}",
  calendarDetails: "Manylion y sesiwn: {url}",
  trainersHeading: "Hyfforddwyr",
  datesHeading: "Dyddiadau",
  modulesHeading: "Modiwlau",
  module: "Modiwl",
  delivery: "Dull cyflwyno",
  faceToFace: "Wyneb yn wyneb",
  capacity: "Capasiti",
  extraInformation: "Gwybodaeth ychwanegol",
  extraInfo: "Gwybodaeth ychwanegol",
};

export const cy: Welsh = {
  validation,
  request,
  input,
  errors,
  product,
  language,
  roles,
  ui,
  rateLimit,
  list,
  localAuthorities,
  organisations,
  shell,
  welcome,
  legal,
  sessionFacts,
};
