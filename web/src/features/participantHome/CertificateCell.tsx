import { Link } from "react-router-dom";
import { moduleLabelIn, type Module } from "@wellbeing/domain";
import { useT } from "../../i18n/useT";
import { certificatePath } from "../certificates/paths";

/** The Certificate column (§2.6): once the post-session evaluation is done, a link to each module's own certificate. */
export const CertificateCell = ({
  sessionId,
  modules,
  postEvaluationDone,
}: {
  readonly sessionId: string;
  readonly modules: ReadonlyArray<Module>;
  readonly postEvaluationDone: boolean;
}) => {
  const t = useT();
  return postEvaluationDone ? (
    <span className="certificate-links">
      {modules.map((module) => (
        <Link key={module} to={certificatePath(sessionId, module)}>
          {t("roster.certificate", { module: moduleLabelIn(t, module) })}
        </Link>
      ))}
    </span>
  ) : (
    <span className="muted-note">{t("participantHome.certificateAfterEvaluation")}</span>
  );
};
