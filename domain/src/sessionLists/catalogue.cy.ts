import type { Catalogue } from "../slice";
import type { en } from "./catalogue.en";

// The sessionLists slice's texts in Welsh: catalogue.en.ts's keys (informal-polite 'chi' forms, the glossary's terms).
type Welsh = Catalogue<typeof en>;

const sessionList: Welsh["sessionList"] = {
  upcomingCount: "{count, plural, zero {sesiwn i ddod} one {sesiwn i ddod} two {sesiwn i ddod} few {sesiwn i ddod} many {sesiwn i ddod} other {sesiwn i ddod}}",
  // Welsh counts take the singular noun; the feminine 'sesiwn' gives dwy, tair and chwe.
  upcomingSessions:
    "{count, plural, zero {Dim sesiynau i ddod} one {Un sesiwn i ddod} two {Dwy sesiwn i ddod} few {Tair sesiwn i ddod} many {Chwe sesiwn i ddod} other {# sesiwn i ddod}}",
  totalCount: "{count, plural, zero {sesiwn i gyd} one {sesiwn i gyd} two {sesiwn i gyd} few {sesiwn i gyd} many {sesiwn i gyd} other {sesiwn i gyd}}",
  addNewSession: "Ychwanegu sesiwn newydd",
  noSessions: "Dim sesiynau",
  noData: "Ni chafwyd hyd i ddata",
  viewAndRegister: "Gweld a chofrestru",
  noneAvailable: "Nid oes sesiynau ar gael ar hyn o bryd. Dewch yn ôl yn fuan.",
  availableHeading: "Sesiynau ar gael",
  modulesInOrder: "Rhaid cwblhau'r modiwlau yn eu trefn, gan ddechrau gyda Modiwl 1. Cofrestrwch ar gyfer pob modiwl ar wahân.",
  inviteLinkIntro: "Rhannwch y ddolen hon i wahodd cyfranogwyr i'ch sesiynau sydd i ddod:",
  missedEarlierModules: "Nid yw rhai cyfranogwyr wedi mynychu'r modiwlau cynharach",
  scheduleIntro1: "Gallwch gofrestru ar gyfer unrhyw un o'r sesiynau isod.",
  scheduleIntro2: "Rhaid mynychu'r modiwlau yn eu trefn, gan ddechrau gyda Modiwl 1, ac mae angen i chi gofrestru ar gyfer pob modiwl ar wahân.",
  scheduleIntro3: "Cynhelir y cyrsiau wyneb yn wyneb neu'n fyw ar-lein.",
  scheduleIntro4: "Dim ond os oes o leiaf chwe chyfranogwr y caiff sesiwn ei chynnal, felly os na allwch fod yn bresennol mwyach, rhowch wybod i'r hyfforddwr.",
  waitingList: "Os yw sesiwn yn llawn, ymunwch â'i rhestr aros: pan ddaw lle'n rhydd, bydd y cyntaf yn y ciw yn cael cynnig y lle drwy e-bost.",
  fullSession: "Llawn: ymunwch â'r rhestr aros",
  titleGroup: "Sesiynau'r grŵp",
  titleTrainer: "Sesiynau'r hyfforddwr",
  runByGroup: "Sesiynau a gynhelir gan grŵp {name}",
  runBy: "Sesiynau a gynhelir gan {name}",
  loadingSessions: "Wrthi'n llwytho'r sesiynau",
  exportCsv: "Allforio CSV",
  exportTitle: "Allforio sesiynau",
  exportIntro: "Sesiynau sydd ag o leiaf un dyddiad rhwng y diwrnodau hyn. Gadewch ddiwrnod yn wag i adael y pen hwnnw'n agored.",
  exportTo: "I",
  downloaded: "Wedi lawrlwytho {filename}",
  inviteLink: "Dolen wahodd",
  filterLocalLeads: "Arweinydd(wyr) lleol",
  filterDelivery: "Dull cyflwyno'r sesiwn",
  allLocalLeads: "Pob arweinydd lleol",
  allTrainers: "Pob hyfforddwr",
  allLocalAuthorities: "Pob awdurdod lleol",
  anyDelivery: "Unrhyw un",
  deliveryOnline: "Ar-lein/o bell",
  deliveryFaceToFace: "Wyneb yn wyneb",
  showUpcoming: "I ddod",
  showAll: "Y cyfan",
  columns: "Colofnau",
  columnsSummary: "Crynodeb",
  columnsDetailed: "Amseroedd a lleoedd",
  tableCaption: "{title}, tudalen {page}",
  columnWarnings: "Rhybuddion",
  columnTimes: "Amser(au)",
  columnDelivery: "Dull cyflwyno",
  columnTrainer: "Hyfforddwr",
  columnSpaces: "Lleoedd ar ôl",
  columnLink: "Dolen",
  sessionOf: "y sesiwn ar {dates}",
  timesVary: "Amseroedd amrywiol",
};

export const cy: Welsh = { sessionList };
