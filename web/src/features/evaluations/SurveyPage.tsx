import { Callout } from "@blueprintjs/core";
import { isSurveyType, pathTo, type SurveyDataAnswer, type SurveyRoute } from "@wellbeing/domain";
import { useState } from "react";
import { Navigate, useLocation, useNavigate, useParams } from "react-router-dom";
import { useT } from "../../i18n/useT";
import { LoadingState } from "../../ui/LoadingState";
import { PageLayout } from "../../ui/PageLayout";
import { showError, showSuccess } from "../../ui/toaster";
import { useSignedInUser } from "../auth/useAuth";
import { SurveyConfirmation } from "./SurveyConfirmation";
import { SurveyQuestions } from "./SurveyQuestions";
import { surveyNoticeOf } from "./surveyNotice";
import { afterSubmitPath, submissionBody, submissionFailure } from "./surveySubmission";
import { SurveyThankYou } from "./SurveyThankYou";
import { useSurveyForm } from "./useSurveyForm";
import { useSaveProgress } from "./useSaveProgress";
import { useSurveyLoad } from "./useSurveyLoad";
import { useSubmitEvaluation } from "./useSurveyQueries";
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
    <PageLayout title={t("survey.title")} width="narrow">
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
  const form = useSurveyForm(survey.groups, survey.draft ?? null);
  const submit = useSubmitEvaluation();
  useSaveProgress(survey, form.formState, user?.role === "participant" && !submit.isPending && !submit.isSuccess);
  const [stage, setStage] = useState<"confirm" | "questions" | "thanked">("confirm");
  const [disagreedToResearch, setDisagreedToResearch] = useState(false);

  const send = () =>
    submit.mutate(submissionBody(survey, form.formState, disagreedToResearch), {
      onSuccess: (answer) => {
        showSuccess(answer.message);
        const next = afterSubmitPath(survey.surveyType, user);
        if (next === null) setStage("thanked");
        else navigate(next, { state: { course: answer.course } });
      },
      onError: (error) => showError(submissionFailure(error, t)),
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
  return <SurveyQuestions form={form} onLeave={() => setStage("confirm")} onSubmit={send} submitting={submit.isPending} />;
};
