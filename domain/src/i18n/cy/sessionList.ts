import type { Messages } from "../en";

export const sessionList: Messages["sessionList"] = {
  upcomingCount: "Sesiynau i ddod",
  // Welsh counts take the singular noun; the feminine 'sesiwn' gives dwy, tair and chwe.
  upcomingSessions:
    "{count, plural, zero {Dim sesiynau i ddod} one {Un sesiwn i ddod} two {Dwy sesiwn i ddod} few {Tair sesiwn i ddod} many {Chwe sesiwn i ddod} other {# sesiwn i ddod}}",
  totalCount: "Cyfanswm y sesiynau",
  addNewSession: "Ychwanegu sesiwn newydd",
  noSessions: "Dim sesiynau",
  noData: "Ni chafwyd hyd i ddata",
  view: "Gweld",
  viewAndRegister: "Gweld a chofrestru",
  noneAvailable: "Nid oes sesiynau ar gael ar hyn o bryd. Dewch yn ôl yn fuan.",
  availableHeading: "Sesiynau ar gael",
  exportFailed: "Gwall! aeth rhywbeth o'i le",
  modulesInOrder:
    "Rhaid cwblhau'r modiwlau yn eu trefn, gan ddechrau gyda Modiwl 1. Cofrestrwch ar gyfer pob modiwl ar wahân.",
  inviteLinkIntro: "Rhannwch y ddolen hon i wahodd cyfranogwyr i'ch sesiynau sydd i ddod:",
  missedEarlierModules: "Nid yw rhai cyfranogwyr wedi mynychu'r modiwlau cynharach",
  scheduleIntro1: "Gallwch gofrestru ar gyfer unrhyw un o'r sesiynau isod.",
  scheduleIntro2:
    "Rhaid mynychu'r modiwlau yn eu trefn, gan ddechrau gyda Modiwl 1, ac mae angen i chi gofrestru ar gyfer pob modiwl ar wahân.",
  scheduleIntro3: "Cynhelir y cyrsiau wyneb yn wyneb neu'n fyw ar-lein.",
  scheduleIntro4:
    "Dim ond os oes o leiaf chwe chyfranogwr y caiff sesiwn ei chynnal, felly os na allwch fod yn bresennol mwyach, rhowch wybod i'r hyfforddwr.",
  waitingList: "Os yw sesiwn yn llawn, cysylltwch â'i hyfforddwr i ymuno â'r rhestr aros.",
  fullSession: "Llawn: cysylltwch â'r hyfforddwr i ymuno â rhestr aros",
};
