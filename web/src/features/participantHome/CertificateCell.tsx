import { Tag, Tooltip } from "@blueprintjs/core";
import { useT } from "../../i18n/useT";

/**
 * The Certificate column (§2.6): the certificates issue links each module's certificate; until then
 * a session whose post-session evaluation is done says they are coming, never a dead link.
 */
export const CertificateCell = ({ postEvaluationDone }: { readonly postEvaluationDone: boolean }) => {
  const t = useT();
  return postEvaluationDone ? (
    <Tooltip content={t("participantHome.certificateComingSoonHint")}>
      <Tag minimal icon="time" intent="primary" tabIndex={0}>
        {t("participantHome.certificateComingSoon")}
      </Tag>
    </Tooltip>
  ) : (
    <span className="muted-note">{t("participantHome.certificateAfterEvaluation")}</span>
  );
};
