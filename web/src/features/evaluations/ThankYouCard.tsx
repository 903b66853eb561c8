import { Card, H3, Icon } from "@blueprintjs/core";
import type { ReactNode } from "react";
import { useT } from "../../i18n/useT";

/** A thank-you after an evaluation (§2.18): the tick, 'Thank you', what comes next, and its buttons. */
export const ThankYouCard = ({ text, children }: { readonly text: string; readonly children: ReactNode }) => {
  const t = useT();
  return (
    <Card className="survey-card survey-thank-you" role="status">
      <H3>
        <Icon icon="tick-circle" intent="success" size={22} /> {t("surveyScreen.thankYouTitle")}
      </H3>
      <p>{text}</p>
      <div className="button-row">{children}</div>
    </Card>
  );
};
