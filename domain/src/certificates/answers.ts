import { Schema } from "effect";
import { CourseAnswer, ModuleAnswer } from "../shared/answers";

// What the certificate reads answer (§2.18 verification).

/** Valid; replaced by a newer certificate (its holder corrected the name: the new one has its own code); revoked (its holder was erased). */
export const CertificateStatus = Schema.Literal("valid", "replaced", "revoked");
export type CertificateStatus = typeof CertificateStatus.Type;

/**
 * A certificate as anyone may verify it: only the name, module, course and date (the session's last
 * day). Only a valid certificate names its holder: a replaced one's name was corrected, a revoked one's
 * holder erased.
 */
export const VerifiedCertificateAnswer = Schema.Struct({
  code: Schema.String,
  name: Schema.NullOr(Schema.String),
  module: ModuleAnswer,
  course: CourseAnswer,
  date: Schema.String.annotations({ description: "YYYY-MM-DD: the last day of the session" }),
  status: CertificateStatus,
}).annotations({ identifier: "VerifiedCertificate" });
export type VerifiedCertificateAnswer = typeof VerifiedCertificateAnswer.Type;
