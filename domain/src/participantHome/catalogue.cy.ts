import type { Catalogue } from "../slice";
import type { en } from "./catalogue.en";

// The participantHome slice's texts in Welsh: catalogue.en.ts's keys (informal-polite 'chi' forms, the glossary's terms).
type Welsh = Catalogue<typeof en>;

const participantHome: Welsh["participantHome"] = {
  welcomeBack: "Croeso'n ôl",
  intro: "Dyma lle rydych chi arni ar eich cwrs.",
  trainerSignUpTitle: "Gorffen dod yn hyfforddwr",
  trainerSignUpText: "Rydych chi wedi cwblhau gwerthusiad Hyfforddi'r Hyfforddwr. Crëwch gyfrif hyfforddwr i ddechrau cynnal sesiynau eich hun.",
  trainerSignUp: "Creu cyfrif hyfforddwr",
  upcomingSessions: "Sesiynau i ddod",
  noUpcomingSessions: "Nid ydych chi wedi cofrestru ar gyfer unrhyw sesiynau i ddod.",
  sessionSummary: "{modules}, {course}",
  evaluationsWaiting: "Gwerthusiadau i'w cwblhau",
  evaluationsWaitingIntro: "Mae gwerthuso yn rhan o bob cwrs: mae pob un yn cymryd tua 2 funud.",
  noEvaluationsWaiting: "Nid oes gennych chi werthusiadau i'w cwblhau ar hyn o bryd. Diolch!",
  evaluationFor: "{modules} ar {dates}",
  "completeFollowUp_3-months-follow-up": "Cwblhewch y dilyniant ar ôl 3 mis",
  "completeFollowUp_6-months-follow-up": "Cwblhewch y dilyniant ar ôl 6 mis",
  followUpFor: "{course}: daeth eich sesiynau i ben ar {date}",
  completedModules: "Modiwlau wedi'u cwblhau",
  sessionDate: "Dyddiad y sesiwn",
  certificateAfterEvaluation: "Ar ôl y gwerthusiad ar ôl y sesiwn",
  certificateAfterAttendance: "Nid yw eich hyfforddwr wedi cofnodi eich presenoldeb eto",
  completedSessions: "Sesiynau wedi'u cwblhau",
  nextModuleTitle: "Archebwch eich modiwl nesaf",
  nextModuleIntro: "{course}: {module} sy'n dod nesaf. Mae'r modiwlau'n cael eu mynychu mewn trefn.",
  nextModuleNearTown: "Sesiynau gyda lleoedd, o gwmpas {town} neu ar-lein:",
  nextModuleNearOnline: "Sesiynau gyda lleoedd, ar-lein neu lle mae eich hyfforddwyr diwethaf yn gweithio:",
  nextModuleNone: "Nid oes lleoedd ar sesiynau {module} yn agos atoch chi ar hyn o bryd. Mae amserlen y cwrs yn rhestru pob sesiwn.",
  nextModuleBook: "Archebu {module}: {dates}",
  findSessions: "Dod o hyd i sesiwn",
  allSessionsOnSchedule: "Gweld pob sesiwn ar amserlen y cwrs",
};

export const cy: Welsh = { participantHome };
