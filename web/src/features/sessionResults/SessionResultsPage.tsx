import { Callout, NonIdealState, SegmentedControl } from "@blueprintjs/core";
import {
  DISCLOSURE_BATCH,
  courseLabelIn,
  detailDates,
  isSurveyType,
  moduleNames,
  pathTo,
  type SessionResponsesAnswer,
  type SurveyType,
} from "@wellbeing/domain";
import { useState } from "react";
import { useParams } from "react-router-dom";
import { useT } from "../../i18n/useT";
import { ErrorPage } from "../errors/ErrorPage";
import { LinkButton } from "../../ui/LinkButton";
import { LoadingState } from "../../ui/LoadingState";
import { PageLayout } from "../../ui/PageLayout";
import { IndividualResponses } from "./IndividualResponses";
import { OverallResults } from "./OverallResults";
import { useSessionResults } from "./queries";
import "./sessionResults.css";

type ResultsView = "overall" | "individual";

/** 'Responses: X out of Y attendees' (those who came, or those registered until the register is taken: said) and the response rate, with §8's warning when it is over 100 %. */
const ResponseFigures = ({ results }: { readonly results: SessionResponsesAnswer }) => {
  const t = useT();
  return (
    <>
      <p className="results-session">
        {courseLabelIn(t, results.course)}: {moduleNames(results.modules, t)} · {detailDates(results.sessionDates, t).join(", ")}
      </p>
      <p className="results-figures" aria-live="polite">
        <span>{t("session.responses", { count: results.responsesNumber, total: results.attendeesNumber })}</span>
        <span>{t("sessionResults.responseRate", { rate: results.responseRate })}</span>
      </p>
      {results.attendeesBasis === "registered" && <p className="results-basis">{t("sessionResults.attendeesRegistered")}</p>}
      {results.responseRate > 100 && (
        <Callout intent="warning" icon="warning-sign">
          {t("sessionResults.responseRateOver100")}
        </Callout>
      )}
    </>
  );
};

const SurveyResults = ({ id, surveyType }: { readonly id: string; readonly surveyType: SurveyType }) => {
  const t = useT();
  const [view, setView] = useState<ResultsView>("overall");
  const { data: results, refusal } = useSessionResults(id, surveyType);
  if (refusal) return <ErrorPage kind="unauthorized" reason={refusal} />;
  return (
    <PageLayout
      title={t("sessionResults.title", { survey: t(`session.surveyLink_${surveyType}`) })}
      subtitle={t("sessionResults.anonymous")}
      actions={<LinkButton to={pathTo("sessionDetails", { id })} icon="arrow-left" variant="outlined" text={t("sessionResults.backToSession")} />}
    >
      {!results ? (
        <LoadingState />
      ) : (
        <>
          <ResponseFigures results={results} />
          {results.responsesNumber === 0 ? (
            <NonIdealState icon="chart" title={t("sessionResults.noResponses")} description={t("sessionResults.noResponsesDescription")} />
          ) : results.releasedNumber === 0 ? (
            <NonIdealState
              icon="time"
              title={t("sessionResults.noAnswersYet")}
              description={t("sessionResults.noAnswersYetDescription", { batch: DISCLOSURE_BATCH })}
            />
          ) : (
            <>
              {results.responsesNumber > results.releasedNumber && (
                <p className="results-muted results-waiting">
                  {t("sessionResults.waiting", { count: results.responsesNumber - results.releasedNumber, batch: DISCLOSURE_BATCH })}
                </p>
              )}
              <div className="results-toolbar">
                <span id="results-view-label">{t("ui.show")}</span>
                <SegmentedControl
                  aria-labelledby="results-view-label"
                  options={[
                    { value: "overall", label: t("sessionResults.overall") },
                    { value: "individual", label: t("sessionResults.individual") },
                  ]}
                  value={view}
                  onValueChange={(value) => setView(value === "individual" ? "individual" : "overall")}
                />
              </div>
              {view === "overall" ? <OverallResults overall={results.overall} /> : <IndividualResponses responses={results.responses} />}
            </>
          )}
        </>
      )}
    </PageLayout>
  );
};

/** A session survey's results (/survey/:id/:surveyType/results, §2.16): Overall Results or Individual Responses, live. */
export const SessionResultsPage = () => {
  const { id = "", surveyType } = useParams();
  if (!isSurveyType(surveyType)) return <ErrorPage kind="notFound" />;
  return <SurveyResults key={`${id}/${surveyType}`} id={id} surveyType={surveyType} />;
};
