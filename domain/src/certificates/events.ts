import { Schema } from "effect";
import { COURSES, MODULES } from "../constants";
import { Erasable, Instant, defineEvent, type PersonalDataRule } from "../shared/events";
import { defineSliceEvents } from "../slice";

// Certificates (§2.18, §3 Certificate request, §4 certificate claim): one per person and completed module.

/**
 * A person was given the certificate of one module they completed (a confirmed attendee who gave the
 * session's post-session evaluation). Asking again with the same name gives this one back; with a
 * corrected name, a new certificate with a new code replaces it (`replaces`: the old code, which then
 * verifies as replaced by a newer certificate).
 */
export const CertificateIssued = defineEvent("CertificateIssued", {
  /** The code anyone may verify it by (/verify/:code). */
  code: Schema.String,
  sessionId: Schema.String,
  personId: Schema.String,
  module: Schema.Literal(...MODULES),
  course: Schema.Literal(...COURSES),
  /** The session's dates (YYYY-MM-DD), first to last: the certificate's dates. */
  dates: Schema.Array(Schema.String),
  /** The name printed on it, sealed with the person's key: null once they are erased. */
  name: Erasable,
  /** The code of the certificate this one corrects (the same module, another name); null for the first. */
  replaces: Schema.optionalWith(Schema.NullOr(Schema.String), { default: () => null }),
  issuedAt: Instant,
});

export const CertificateEvent = Schema.Union(CertificateIssued);
export type CertificateEvent = typeof CertificateEvent.Type;
export type CertificateIssuedData = (typeof CertificateIssued.Type)["data"];

/** The printed name is the person's: erasing them blanks it (the certificate then verifies as revoked). */
export const certificatePersonalData: Record<string, PersonalDataRule> = {
  CertificateIssued: { subject: (data) => String(data.personId), fields: ["name"] },
};

/** What the certificates slice records, for its slice value and sliceEvents.ts. */
export const certificatesSliceEvents = defineSliceEvents({ events: [CertificateEvent], personalData: [certificatePersonalData] });
