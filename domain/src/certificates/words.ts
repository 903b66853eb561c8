import type { Course, Module } from "../constants";
import { formatDateTime } from "../i18n/dates";
import type { Language } from "../i18n/language";
import type { MessageKey, Translate } from "../i18n/translate";
import { courseLabelIn } from "../sessions/facts";
import { moduleLabelIn, trainerNames } from "../sessions/format";

// The words a certificate prints (§2.18 layout), in one language: the PDF lays them out.

export interface CertificateFacts {
  readonly name: string;
  readonly module: Module;
  readonly course: Course;
  /** The session's days, YYYY-MM-DD, in order. */
  readonly dates: ReadonlyArray<string>;
  readonly trainers: ReadonlyArray<string | null>;
  readonly code: string;
  /** The verification page's full address (the QR code holds it). */
  readonly verifyUrl: string;
  readonly issuedAt: string;
}

export interface CertificateWords {
  readonly programme: string;
  readonly title: string;
  readonly certifies: string;
  readonly name: string;
  readonly completed: string;
  readonly module: string;
  readonly course: string;
  readonly dates: string;
  /** 'Delivered by A & B', or null when no trainer has a name (erased). */
  readonly trainers: string | null;
  readonly outcomesHeading: string;
  readonly outcomes: ReadonlyArray<string>;
  readonly code: string;
  readonly verifyAt: string;
  readonly issuedOn: string;
  readonly documentTitle: string;
}

const OUTCOMES_PER_MODULE = 3;

/** A calendar day as the certificate prints it: '10 December 2026' / '10 Rhagfyr 2026'. */
export const certificateDate = (language: Language, isoDate: string): string => {
  const [year = 0, month = 1, day = 1] = isoDate.slice(0, 10).split("-").map(Number);
  return formatDateTime(language, new Date(Date.UTC(year, month - 1, day, 12)), { day: "numeric", month: "long", year: "numeric" });
};

/** What the module's participants can do afterwards, three lines. */
const learningOutcomes = (t: Translate, module: Module): ReadonlyArray<string> =>
  Array.from({ length: OUTCOMES_PER_MODULE }, (_unused, index) => t(`certificates.outcome_${module}_${index + 1}` as MessageKey));

export const certificateWords = (facts: CertificateFacts, { t, language }: { readonly t: Translate; readonly language: Language }): CertificateWords => {
  const module = moduleLabelIn(t, facts.module);
  const named = facts.trainers.some(Boolean);
  return {
    programme: t("certificates.programme"),
    title: t("certificates.certificateOfAttendance"),
    certifies: t("certificates.certifies"),
    name: facts.name,
    completed: t("certificates.completed"),
    module,
    course: t("certificates.ofCourse", { course: courseLabelIn(t, facts.course) }),
    dates: t("certificates.on", { dates: facts.dates.map((day) => certificateDate(language, day)).join(", ") }),
    trainers: named ? t("certificates.deliveredBy", { trainers: trainerNames(facts.trainers, t) }) : null,
    outcomesHeading: t("certificates.outcomesHeading"),
    outcomes: learningOutcomes(t, facts.module),
    code: t("certificates.verificationCode", { code: facts.code }),
    verifyAt: t("certificates.verifyAt", { url: facts.verifyUrl }),
    issuedOn: t("certificates.issuedOn", { date: certificateDate(language, facts.issuedAt) }),
    documentTitle: t("certificates.documentTitle", { module }),
  };
};

/** §7: a certificate saved as '{name}-{timestamp}.pdf'. */
export const certificateFileName = (name: string, at: Date): string => `${name}-${at.getTime()}.pdf`;

/** §7: the trainer certificate, named after its module plus a timestamp: 'module-{module}-{timestamp}.pdf'. */
export const trainerCertificateFileName = (module: Module, at: Date): string => `module-${module}-${at.getTime()}.pdf`;
