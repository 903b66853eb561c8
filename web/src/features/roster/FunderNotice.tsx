import { Callout } from "@blueprintjs/core";
import { useT } from "../../i18n/useT";

/** §2.12: the course is funded, every participant completes evaluations, the pre-course one takes about 2 minutes. */
export const FunderNotice = () => {
  const t = useT();
  return (
    <Callout intent="primary" icon="info-sign" className="funder-notice">
      {t("session.fundedEvaluationNotice", { evaluation: t("session.preCourseEvaluation") })}
    </Callout>
  );
};
