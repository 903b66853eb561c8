import { Link } from "react-router-dom";
import { moduleLabelIn, type CertificateReadiness, type Module } from "@wellbeing/domain";
import { useT } from "../../i18n/useT";
import { certificatePath } from "../certificates/paths";

/** What the Certificate column says while a session's certificates cannot be claimed yet. */
const NOT_YET = {
  evaluationFirst: "participantHome.certificateAfterEvaluation",
  attendanceFirst: "participantHome.certificateAfterAttendance",
} as const;

/**
 * The Certificate column (§2.6): once the post-session evaluation is done and the register records the
 * participant as come on every date (issue 29), a link to each module's own certificate; until then, why not.
 */
export const CertificateCell = ({
  sessionId,
  modules,
  readiness,
}: {
  readonly sessionId: string;
  readonly modules: ReadonlyArray<Module>;
  readonly readiness: CertificateReadiness;
}) => {
  const t = useT();
  return readiness === "claim" ? (
    <span className="certificate-links">
      {modules.map((module) => (
        <Link key={module} to={certificatePath(sessionId, module)}>
          {t("roster.certificate", { module: moduleLabelIn(t, module) })}
        </Link>
      ))}
    </span>
  ) : (
    <span className="muted-note">{t(NOT_YET[readiness])}</span>
  );
};
