import { Schema } from "effect";
import { CourseAnswer, ModuleAnswer } from "../shared/answers";

// What the certificate reads answer (§2.18 verification).

/**
 * A certificate as anyone may verify it: only the name, module, course and date (the session's last
 * day). A certificate of an erased person is revoked and names nobody.
 */
export const VerifiedCertificateAnswer = Schema.Struct({
  code: Schema.String,
  name: Schema.NullOr(Schema.String),
  module: ModuleAnswer,
  course: CourseAnswer,
  date: Schema.String.annotations({ description: "YYYY-MM-DD: the last day of the session" }),
  revoked: Schema.Boolean,
}).annotations({ identifier: "VerifiedCertificate" });
export type VerifiedCertificateAnswer = typeof VerifiedCertificateAnswer.Type;
