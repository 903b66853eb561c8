import { Callout } from "@blueprintjs/core";
import { ROSTER_TEXTS } from "@wellbeing/domain";

/** §2.12: the course is funded, every participant completes evaluations, the pre-course one takes about 2 minutes. */
export const FunderNotice = () => (
  <Callout intent="primary" icon="info-sign" className="funder-notice">
    {ROSTER_TEXTS.fundedNotice}
  </Callout>
);
