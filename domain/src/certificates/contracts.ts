import { Schema } from "effect";
import { FileBody, defineContract, formPart, idParams, type PathParams } from "../http/contract";
import { VerifiedCertificateAnswer } from "./answers";
import { CertificateRequestWire, decodeCertificateRequest } from "./inputs";
import { TYPED_VERIFICATION_CODE_PATTERN } from "./verificationCode";

// The HTTP contracts of the certificates (§2.18, §7), catalogued as the `certificates` slice.

const CERTIFICATE_PATH = "/api/certificate/:sessionId";

export const certificateContract = defineContract({
  method: "POST",
  path: CERTIFICATE_PATH,
  summary:
    "A module's certificate as a PDF, in the language asked for (else the caller's), for a confirmed attendee of a session that has started who gave its post-session evaluation; issued once (the same certificate again after; a corrected name: a new certificate, with a new code, replacing it), e-mailed too with sendEmail",
  audience: "account",
  also: [429, 502],
  params: idParams("session", "sessionId"),
  body: formPart(CertificateRequestWire, decodeCertificateRequest),
  answer: FileBody,
  file: { mediaType: "application/pdf" },
});

export const trainerCertificateContract = defineContract({
  method: "POST",
  path: "/api/certificate/ttt",
  summary:
    "The trainer certificate as a PDF, after the post-train-the-trainer (or post-trainer-upskill) evaluation: the latest such module the caller completed",
  audience: "account",
  also: [429, 502],
  answer: FileBody,
  file: { mediaType: "application/pdf" },
});

/** `:code` of a verification path, in any case (the service reads it upper-cased); a malformed one names no certificate (404). */
const verificationCodeParams: PathParams<{ readonly code: string }> = {
  schema: Schema.Struct({ code: Schema.String.pipe(Schema.pattern(TYPED_VERIFICATION_CODE_PATTERN)) }),
  names: "certificate",
};

export const verifyCertificateContract = defineContract({
  method: "GET",
  path: "/api/certificates/verify/:code",
  readModels: ["certificates"],
  summary:
    "Anyone may verify a certificate by its code: the name, module, course and date only; replaced (no name) once a newer certificate corrected its name, revoked (no name) once its holder was erased",
  audience: "anonymous",
  params: verificationCodeParams,
  answer: VerifiedCertificateAnswer,
});

export const CERTIFICATE_CONTRACTS = [certificateContract, trainerCertificateContract, verifyCertificateContract] as const;
