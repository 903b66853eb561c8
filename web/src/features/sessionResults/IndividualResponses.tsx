import { Button, Card, H5 } from "@blueprintjs/core";
import type { SessionResponsesAnswer } from "@wellbeing/domain";
import { useState } from "react";
import { useT } from "../../i18n/useT";
import { DetailRows } from "../../ui/DetailRows";
import { nextResponse, previousResponse, withinResponses } from "./responseBrowsing";

/** Individual Responses (§2.16): one response at a time, its questions and answers (never who gave them), next and previous wrapping round. */
export const IndividualResponses = ({ responses }: { readonly responses: SessionResponsesAnswer["responses"] }) => {
  const t = useT();
  const [chosen, setChosen] = useState(0);
  const index = withinResponses(chosen, responses.length);
  const response = responses[index]!;
  const position = t("sessionResults.responseOf", { index: index + 1, total: responses.length });
  return (
    <section className="individual-responses" aria-labelledby="response-position">
      <div className="response-browser">
        <Button icon="chevron-left" text={t("sessionResults.previous")} onClick={() => setChosen(previousResponse(index, responses.length))} />
        <H5 id="response-position" className="response-position" aria-live="polite">
          {position}
        </H5>
        <Button endIcon="chevron-right" text={t("sessionResults.next")} onClick={() => setChosen(nextResponse(index, responses.length))} />
      </div>
      <Card className="response-card">
        {response.data.length === 0 ? (
          <p className="results-muted">{t("sessionResults.emptyResponse")}</p>
        ) : (
          <DetailRows rows={response.data.map((datum) => [datum.questionText, datum.answer] as const)} />
        )}
      </Card>
    </section>
  );
};
