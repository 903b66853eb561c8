import { SegmentedControl } from "@blueprintjs/core";
import { TIMINGS_MS, courseLabelIn, formatDateTime, hasRateOverHundred, isAdminLevel, type Course } from "@wellbeing/domain";
import { useEffect } from "react";
import { useSearchParams } from "react-router-dom";
import { useLanguage } from "../../i18n/useT";
import { AccordionSection } from "../../ui/AccordionSection";
import { LinkButton } from "../../ui/LinkButton";
import { LoadingState } from "../../ui/LoadingState";
import { PageLayout } from "../../ui/PageLayout";
import { showWarning } from "../../ui/toaster";
import { useAccount } from "../auth/queries";
import { ErrorPage } from "../errors/ErrorPage";
import { SessionFiltersPanel } from "../sessionLists/SessionFiltersPanel";
import { useListParams } from "../sessionLists/useListParams";
import { BehaviouralSection } from "./BehaviouralSection";
import { ReachSection } from "./ReachSection";
import { ResultsExportButtons } from "./ResultsExportButtons";
import { ResultsSessions } from "./ResultsSessions";
import { TrainerFeedbackSection } from "./TrainerFeedbackSection";
import { chooseCoursePathOf, isSomeoneElse, resultsSearch, titlePrefixKey, type ResultsPageRequest, type ResultsView as View } from "./request";
import { useResults } from "./queries";
import "./results.css";

/** Noon UTC of a calendar date: the same day in the UK whatever the season. */
const dayOf = (isoDate: string) => new Date(`${isoDate}T12:00:00Z`);

/** A results page (§2.16) of one course: the titles, the Results/Sessions toggle, the three accordions and the exports; live. */
export const ResultsView = ({ request, course }: { readonly request: ResultsPageRequest; readonly course: Course }) => {
  const { t, language } = useLanguage();
  const account = useAccount();
  const [, setSearch] = useSearchParams();
  const { filters, setFilters } = useListParams();
  const results = useResults({ target: request.target, course, userId: request.userId, filters });
  const answer = results.data;
  const someoneElse = isSomeoneElse(request, account.userId);
  const view: View = someoneElse ? request.view : "results";

  const overHundred = answer ? hasRateOverHundred(answer.newSurveys.reach.surveys) : false;
  useEffect(() => {
    // §8, §9: the response-rate warning, 2 s on results.
    if (overHundred) showWarning(t("results.rateOverHundred"), TIMINGS_MS.responseRateWarningOnResults);
  }, [overHundred, t]);

  const trainerName = request.trainerName ?? answer?.name ?? "";
  const title = t("results.pageTitle", {
    prefix: t(titlePrefixKey(request.target), { trainerName }),
    course: courseLabelIn(t, course),
    view: t(view === "sessions" ? "shell.sessions" : "ui.results"),
  });
  const search = resultsSearch({ ...request, course }, account.userId);
  if (results.refusal) return <ErrorPage kind={results.refusal === "resultsAccess.refused" ? "unauthorized" : "notFound"} reason={t(results.refusal)} />;

  const setView = (next: View) =>
    setSearch((current) => {
      const params = new URLSearchParams(current);
      if (next === "sessions") params.set("view", "sessions");
      else params.delete("view");
      return params;
    });

  return (
    <PageLayout
      title={title}
      subtitle={
        someoneElse && answer?.registrationDate
          ? t("results.dataSince", { date: formatDateTime(language, dayOf(answer.registrationDate), { day: "numeric", month: "long", year: "numeric" }) })
          : undefined
      }
      actions={
        <>
          <LinkButton to={chooseCoursePathOf(resultsSearch({ ...request, course: null }, account.userId))} icon="swap-horizontal" text={t("ui.chooseCourse")} />
          <ResultsExportButtons search={search} filters={filters} withSessionsAndTrainers={isAdminLevel(account.role) && request.target === "all"} />
        </>
      }
    >
      {isAdminLevel(account.role) && request.target === "all" && <SessionFiltersPanel filters={filters} onChange={setFilters} />}
      {someoneElse && (
        <span className="toolbar-choice results-view-choice">
          <span id="results-view-label">{t("ui.show")}</span>
          <SegmentedControl
            aria-labelledby="results-view-label"
            options={[
              { value: "results", label: t("ui.results") },
              { value: "sessions", label: t("shell.sessions") },
            ]}
            value={view}
            onValueChange={(value) => setView(value === "sessions" ? "sessions" : "results")}
          />
        </span>
      )}
      {!answer ? (
        <LoadingState label={t("results.loading")} />
      ) : view === "sessions" ? (
        <ResultsSessions answer={answer} title={title} />
      ) : (
        <div className="results-accordions" aria-busy={results.isFetching}>
          <AccordionSection title={t("results.reach")} icon="people" defaultIsOpen>
            <ReachSection reach={answer.newSurveys.reach} />
          </AccordionSection>
          <AccordionSection title={t("results.trainerFeedback")} icon="comment" defaultIsOpen>
            <TrainerFeedbackSection feedback={answer.newSurveys.trainerFeedback} />
          </AccordionSection>
          <AccordionSection title={t("results.behavioural")} icon="chart" defaultIsOpen>
            <BehaviouralSection behavioural={answer.newSurveys.behavioural} />
          </AccordionSection>
        </div>
      )}
    </PageLayout>
  );
};
