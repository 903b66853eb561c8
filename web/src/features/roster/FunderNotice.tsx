import { Callout } from "@blueprintjs/core";
import { SESSION_TEXTS } from "@wellbeing/domain";

/** §2.12: the course is funded, every participant completes evaluations, the pre-course one takes about 2 minutes. */
export const FunderNotice = () => (
  <Callout intent="primary" icon="info-sign" className="funder-notice">
    {SESSION_TEXTS.fundedEvaluationNotice()}
  </Callout>
);
