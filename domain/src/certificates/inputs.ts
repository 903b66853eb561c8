import { Either, Schema } from "effect";
import { LIMITS, MODULES } from "../constants";
import { combineParts, decodeFields } from "../shared/fieldErrors";
import { Email, PersonName, oneOf } from "../shared/fields";
import { saying } from "../shared/fieldMessage";
import type { FieldMessages } from "../shared/domainError";
import type { Module } from "../constants";
import { LANGUAGES, type Language } from "../i18n/language";

// The certificate request (§3, §5): the name to print (at least 3 characters), the language to print it
// in (chosen on the certificate screen), and the address to send it to when e-mail is chosen. The
// session's facts (type, dates, trainers) are the server's own records, never taken from the request.

/** The name a certificate prints: required, 3 to 100 characters. */
const CertificateName = PersonName.pipe(Schema.minLength(LIMITS.certificateNameMinLength, saying("certificates.nameTooShort")));

/** The language a certificate is printed in; absent: the language of the screen that asks (the request's). */
const CertificateLanguage = Schema.optionalWith(Schema.NullOr(oneOf(LANGUAGES)), { default: () => null });

/** The request as it travels: the module, the name, its language, and whether (and where) to e-mail it. */
export const CertificateRequestWire = Schema.Struct({
  module: oneOf(MODULES),
  name: CertificateName,
  language: CertificateLanguage,
  sendEmail: Schema.optionalWith(Schema.Boolean, { default: () => false }),
  email: Schema.optional(Schema.NullOr(Schema.String)),
}).annotations({ identifier: "CertificateRequest" });

export interface CertificateRequest {
  readonly module: Module;
  readonly name: string;
  /** The language to print it in; null: the language of the screen that asks. */
  readonly language: Language | null;
  /** The address to send the PDF to; null: download only. */
  readonly sendTo: string | null;
}

const decodeBase = decodeFields(
  Schema.Struct({
    module: oneOf(MODULES),
    name: CertificateName,
    language: CertificateLanguage,
    sendEmail: Schema.optionalWith(Schema.Boolean, { default: () => false }),
  }),
);
const decodeEmail = decodeFields(Schema.Struct({ email: Email }));

/** §5: name required, min 3; the e-mail valid and required only when e-mail sending is chosen. */
export const decodeCertificateRequest = (input: unknown): Either.Either<CertificateRequest, FieldMessages> => {
  const base = decodeBase(input);
  const sendEmail = Either.isRight(base)
    ? base.right.sendEmail
    : typeof input === "object" && input !== null && (input as { sendEmail?: unknown }).sendEmail === true;
  const email: Either.Either<{ readonly email: string | null }, FieldMessages> = sendEmail ? decodeEmail(input) : Either.right({ email: null });
  return Either.map(combineParts(base, email), ({ module, name, language, email: sendTo }) => ({ module, name, language, sendTo }));
};

/** The certificate form's values on screen (§2.18): the e-mail is asked for on /download-email only. */
interface CertificateFormValues {
  readonly name: string;
  readonly email: string;
  readonly language: Language;
}

/** The screen's check of its form, by the same rules as the server's. */
export const certificateFormOf = (module: Module, sendEmail: boolean) => (values: CertificateFormValues) =>
  decodeCertificateRequest({ module, sendEmail, name: values.name, language: values.language, ...(sendEmail ? { email: values.email } : {}) });
