import { catalogue as sharedCatalogue } from "./shared/catalogue";
import { catalogue as authCatalogue } from "./auth/catalogue";
import { catalogue as usersCatalogue } from "./users/catalogue";
import { catalogue as sessionsCatalogue } from "./sessions/catalogue";
import { catalogue as sessionListsCatalogue } from "./sessionLists/catalogue";
import { catalogue as rosterCatalogue } from "./roster/catalogue";
import { catalogue as attendanceCatalogue } from "./attendance/catalogue";
import { catalogue as participantHomeCatalogue } from "./participantHome/catalogue";
import { catalogue as evaluationsCatalogue } from "./evaluations/catalogue";
import { catalogue as sessionMailCatalogue } from "./sessionMail/catalogue";
import { catalogue as courseScheduleCatalogue } from "./courseSchedule/catalogue";
import { catalogue as staffHomeCatalogue } from "./staffHome/catalogue";
import { catalogue as materialsCatalogue } from "./materials/catalogue";
import { catalogue as trainerUpgradeCatalogue } from "./trainerUpgrade/catalogue";
import { catalogue as auditCatalogue } from "./audit/catalogue";
import { catalogue as certificatesCatalogue } from "./certificates/catalogue";
import { catalogue as sessionResultsCatalogue } from "./sessionResults/catalogue";
import { catalogue as resultsAccessCatalogue } from "./resultsAccess/catalogue";
import { catalogue as exportsCatalogue } from "./exports/catalogue";
import { catalogue as errorReportsCatalogue } from "./errorReports/catalogue";
import { catalogue as resultsCatalogue } from "./results/catalogue";
import type { CatalogueGroups } from "./slice";

/**
 * Every slice's texts, in the order of slices.ts (a unit test holds the two lists together). The catalogues
 * (i18n/en.ts, i18n/cy.ts) are derived from this list, not from the slices: a slice brings its contracts and
 * their schemas (Effect), which the web's first screen must not load only to have its words.
 */
export const CATALOGUES = [
  sharedCatalogue,
  authCatalogue,
  usersCatalogue,
  sessionsCatalogue,
  sessionListsCatalogue,
  rosterCatalogue,
  attendanceCatalogue,
  participantHomeCatalogue,
  evaluationsCatalogue,
  sessionMailCatalogue,
  courseScheduleCatalogue,
  staffHomeCatalogue,
  materialsCatalogue,
  trainerUpgradeCatalogue,
  auditCatalogue,
  certificatesCatalogue,
  sessionResultsCatalogue,
  resultsAccessCatalogue,
  exportsCatalogue,
  errorReportsCatalogue,
  resultsCatalogue,
] as const;

type UnionToIntersection<U> = (U extends unknown ? (union: U) => void : never) extends (intersection: infer I) => void ? I : never;
type EnglishOf<C> = C extends { readonly en: infer E } ? (E extends CatalogueGroups ? E : never) : never;

/** The English catalogue's shape: every slice's groups together. */
export type SliceCatalogues = UnionToIntersection<EnglishOf<(typeof CATALOGUES)[number]>>;
