import type { Catalogue } from "../slice";
import type { en } from "./catalogue.en";

// The staffHome slice's texts in Welsh: catalogue.en.ts's keys (informal-polite 'chi' forms, the glossary's terms).
type Welsh = Catalogue<typeof en>;

const staffHome: Welsh["staffHome"] = {
  nextSessions: "Sesiynau nesaf",
  nextSessionsCaption: "Eich sesiynau nesaf, y cynharaf yn gyntaf",
  allSessions: "Gweld pob sesiwn",
  responsesChart: "Ymatebion dros amser",
  responsesChartSummary:
    "{total, plural, zero {Dim ymatebion i werthusiadau} one {# ymateb i werthusiad} two {# ymateb i werthusiadau} few {# ymateb i werthusiadau} many {# ymateb i werthusiadau} other {# ymateb i werthusiadau}} yn ystod {weeks, plural, zero {# wythnos} one {yr wythnos} two {y # wythnos} few {y # wythnos} many {y # wythnos} other {y # wythnos}} diwethaf.",
  weekOf: "Wythnos {date}",
  responsesSeries: "Ymatebion",
  toDo: "Beth sydd angen ei wneud",
  nothingToDo: "Does dim angen gwneud dim. Rydych chi wedi dal i fyny â phopeth.",
  loadFailed: "Nid oedd modd llwytho eich sesiynau a'r hyn sydd angen ei wneud ar hyn o bryd.",
  openSession: "Rheoli'r sesiwn",
  openSessionOf: "Rheoli'r sesiwn: {session}",
  sessionLine: "{dates} · {modules} · {course}",
  inviteParticipants: "Anfon gwahoddiadau",
  inviteParticipantsDetail:
    "Yn dechrau o fewn 7 diwrnod gyda {spaces, plural, zero {# lle} one {# lle} two {# le} few {# lle} many {# lle} other {# lle}} ar ôl, ac nid oes gwahoddiadau wedi'u hanfon.",
  takeRegister: "Cymryd y gofrestr presenoldeb",
  takeRegisterDetail:
    "Wedi gorffen, a does dim presenoldeb wedi'i gofnodi ar gyfer {count, plural, zero {# dyddiad} one {# dyddiad} two {# ddyddiad} few {# dyddiad} many {# dyddiad} other {# dyddiad}}.",
  sendEvaluation: "Anfon y gwerthusiad",
  sendEvaluationDetail:
    "Wedi gorffen gyda {attendees, plural, zero {# mynychwr} one {# mynychwr} two {# fynychwr} few {# mynychwr} many {# mynychwr} other {# mynychwr}}, ac nid oes e-bost gwerthuso wedi'i anfon na'i drefnu.",
  lowResponseRate: "Gofyn am ragor o ymatebion",
  lowResponseRateDetail:
    "Cyfradd ymateb {rate}%: mae {responses} allan o {attendees, plural, zero {# mynychwr} one {# mynychwr} two {# fynychwr} few {# mynychwr} many {# mynychwr} other {# mynychwr}} wedi ateb y gwerthusiad.",
  missedModules: "Gwirio modiwlau cynharach",
  missedModulesDetail:
    "{count, plural, zero {Nid oes # mynychwr heb gwblhau modiwl blaenorol y cwrs hwn.} one {Nid yw # mynychwr wedi cwblhau modiwl blaenorol y cwrs hwn.} two {Nid yw # fynychwr wedi cwblhau modiwl blaenorol y cwrs hwn.} few {Nid yw # mynychwr wedi cwblhau modiwl blaenorol y cwrs hwn.} many {Nid yw # mynychwr wedi cwblhau modiwl blaenorol y cwrs hwn.} other {Nid yw # mynychwr wedi cwblhau modiwl blaenorol y cwrs hwn.}}",
  offerFreeSpaces: "Cynnig lleoedd rhydd i'r rhestr aros",
  offerFreeSpacesDetail:
    "{waiting, plural, zero {Does neb} one {Mae # person} two {Mae # berson} few {Mae # pherson} many {Mae # pherson} other {Mae # person}} ar y rhestr aros ac {spaces, plural, zero {does dim lle} one {mae # lle} two {mae # le} few {mae # lle} many {mae # lle} other {mae # lle}} yn rhydd, heb eu cynnig eto.",
  removalRequests: "Ateb ceisiadau i dynnu allan",
  removalRequestsDetail:
    "{count, plural, zero {Nid oes cyfranogwr wedi gofyn am gael ei dynnu allan.} one {Mae cyfranogwr wedi gofyn am gael ei dynnu allan.} two {Mae # gyfranogwr wedi gofyn am gael eu tynnu allan.} few {Mae # chyfranogwr wedi gofyn am gael eu tynnu allan.} many {Mae # chyfranogwr wedi gofyn am gael eu tynnu allan.} other {Mae # cyfranogwr wedi gofyn am gael eu tynnu allan.}}",
  responseRateOverFull:
    "Mae gennych arolygon gyda chyfradd ymateb dros 100%. Mae hyn oherwydd eich bod wedi cael mwy o ymatebion na mynychwyr wedi'u cadarnhau. I gywiro hyn, diweddarwch eich sesiynau i ddangos y nifer cywir o bobl a fynychodd",
};

const dashboard: Welsh["dashboard"] = {
  welcomeBack: "Croeso'n ôl {name}",
  totalReach: "Cyfanswm eich cyrhaeddiad",
  figuresNotLoaded: "Nid oedd modd llwytho eich ffigurau ar hyn o bryd.",
  responseRate: "Cyfradd ymateb",
};

export const cy: Welsh = { staffHome, dashboard };
