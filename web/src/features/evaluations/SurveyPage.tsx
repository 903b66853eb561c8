import { Callout } from "@blueprintjs/core";
import { SURVEY_LINK_TOKEN_PARAM, isSurveyType, pathTo, type SurveyDataAnswer, type SurveyRoute } from "@wellbeing/domain";
import { useState } from "react";
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from "react-router-dom";
import { errorMessage, hasStatus } from "../../api/apiError";
import { useT } from "../../i18n/useT";
import { LoadingState } from "../../ui/LoadingState";
import { PageLayout } from "../../ui/PageLayout";
import { showError, showSuccess, showWarning } from "../../ui/toaster";
import { useSignedInUser } from "../auth/queries";
import { SurveyConfirmation } from "./SurveyConfirmation";
import { SurveyQuestions } from "./SurveyQuestions";
import { surveyNoticeOf } from "./surveyNotice";
import { afterSubmitPath, submissionBody, submissionFailure } from "./surveySubmission";
import { SurveyThankYou } from "./SurveyThankYou";
import { useSurveyForm } from "./useSurveyForm";
import { useSaveProgress } from "./useSaveProgress";
import { useSurveyLoad } from "./useSurveyLoad";
import { useSubmitEvaluation } from "./useSubmitEvaluation";
import "./evaluations.css";

/** /survey/:id/:type (§2.15): a session's evaluation, or a course's follow-up. Another survey opens afresh. */
export const SurveyPage = () => {
  const { id = "", type } = useParams();
  if (!isSurveyType(type)) return <Navigate to={pathTo("notFound")} replace />;
  return <OpenedSurvey key={`${id}/${type}`} route={{ shortId: id, surveyType: type }} />;
};

const OpenedSurvey = ({ route }: { readonly route: SurveyRoute }) => {
  const t = useT();
  const load = useSurveyLoad(route);
  const notice = surveyNoticeOf(useLocation().state);
  return (
    <PageLayout title={t("sessionFacts.evaluation")} width="narrow">
      {notice && (
        <Callout intent="warning" icon="warning-sign" title={t("surveyScreen.redirectedTitle")} className="survey-notice">
          <p>{t(notice.message.key, notice.message.params)}</p>
          {notice.explanation && <p>{t(notice.explanation.key, notice.explanation.params)}</p>}
        </Callout>
      )}
      {load.kind === "show" ? <SurveySteps survey={load.survey} /> : <LoadingState />}
    </PageLayout>
  );
};

/** §4: confirmation → Agree → first group → Next/Back → Submit → the thank-you page. */
const SurveySteps = ({ survey }: { readonly survey: SurveyDataAnswer }) => {
  const t = useT();
  const navigate = useNavigate();
  const user = useSignedInUser();
  // Issue 25: the personal token of the e-mailed link the survey was opened from: what someone not logged in answers counts as theirs.
  const linkToken = useSearchParams()[0].get(SURVEY_LINK_TOKEN_PARAM);
  const form = useSurveyForm(survey.groups, survey.draft ?? null);
  const submit = useSubmitEvaluation();
  // Answered already (from another tab or device): nothing more to send from this form.
  const [closed, setClosed] = useState(false);
  useSaveProgress(survey, form.formState, user?.role === "participant" && !submit.isPending && !submit.isSuccess && !closed);
  const [stage, setStage] = useState<"confirm" | "questions" | "thanked">("confirm");
  const [disagreedToResearch, setDisagreedToResearch] = useState(false);

  const send = () =>
    submit.mutate(submissionBody(survey, form.formState, disagreedToResearch, user ? null : linkToken), {
      onSuccess: (answer) => {
        showSuccess(answer.message);
        const next = afterSubmitPath(survey.surveyType, user);
        if (next === null) setStage("thanked");
        else navigate(next, { state: { course: answer.course } });
      },
      onError: (error) => {
        if (!hasStatus(error, 409)) return showError(submissionFailure(error, t));
        // §8: already submitted, then the participant dashboard.
        setClosed(true);
        showWarning(errorMessage(error, t));
        navigate(pathTo("participantDashboard"), { replace: true });
      },
    });

  if (stage === "thanked") return <SurveyThankYou course={survey.course} />;
  if (stage === "confirm") {
    return (
      <SurveyConfirmation
        survey={survey}
        onStart={(disagreed) => {
          setDisagreedToResearch(disagreed);
          setStage("questions");
        }}
      />
    );
  }
  return <SurveyQuestions form={form} onLeave={() => setStage("confirm")} onSubmit={send} submitting={submit.isPending} closed={closed} />;
};
