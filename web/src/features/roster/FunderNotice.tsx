import { Callout } from "@blueprintjs/core";
import { useT } from "../../i18n/useT";

/**
 * §2.12, §2.15: the course is funded, every participant completes evaluations, and the one named (the
 * pre-course one unless told) takes about 2 minutes.
 */
export const FunderNotice = ({ evaluation }: { readonly evaluation?: string }) => {
  const t = useT();
  return (
    <Callout intent="primary" icon="info-sign" className="funder-notice">
      {t("session.fundedEvaluationNotice", { evaluation: evaluation ?? t("session.preCourseEvaluation") })}
    </Callout>
  );
};
