import { homeOf, pathTo, surveyLoadDecision, type SurveyLoadDecision, type SurveyRoute, type SurveyViewer } from "@wellbeing/domain";
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router-dom";
import { errorMessage } from "../../api/apiError";
import { useT } from "../../i18n/useT";
import { showError, showWarning } from "../../ui/toaster";
import { useAuthQuery } from "../auth/queries";
import { withQuery } from "../auth/loginDestination";
import { useParticipantSurveyStatus, useSurveyData } from "./queries";

/** What opening a survey comes to: still loading, the survey to show, or somewhere else to go. */
type SurveyLoad =
  | { readonly kind: "loading" }
  | { readonly kind: "leaving" }
  | { readonly kind: "show"; readonly survey: NonNullable<ReturnType<typeof useSurveyData>["data"]>; readonly viewer: SurveyViewer };

/**
 * §4's survey flow on opening (§6, §8): load the survey, ask a participant's status, then show the
 * survey or send the person on with the domain's decision (surveyLoadDecision) and its message.
 */
export const useSurveyLoad = (route: SurveyRoute): SurveyLoad => {
  const t = useT();
  const navigate = useNavigate();
  const auth = useAuthQuery();
  const user = auth.data?.isAuthenticated ? auth.data : null;
  const viewer: SurveyViewer | null =
    auth.data === undefined ? null : user === null ? { loggedIn: false } : user.role ? { loggedIn: true, role: user.role } : null;
  const isParticipant = viewer?.loggedIn === true && viewer.role === "participant";
  // Someone sent home or to log in is sent before the survey is asked for: they need none of it.
  const beforeStatus = viewer === null ? null : surveyLoadDecision(route, viewer, null).kind;
  const needsSurvey = beforeStatus === "show" || beforeStatus === "wait";
  const survey = useSurveyData(route.shortId, route.surveyType, needsSurvey);
  const status = useParticipantSurveyStatus(survey.data?.sessionId ?? null, route.surveyType, isParticipant);
  const decision: SurveyLoadDecision | null = viewer === null ? null : surveyLoadDecision(route, viewer, status.data ?? null);
  const failure = survey.error ?? status.error;
  const home = user?.role ? homeOf(user.role) : pathTo("welcome");

  // One outcome per opening (a redirect to another survey opens it afresh): no toast twice.
  const acted = useRef(false);
  useEffect(() => {
    if (acted.current) return;
    if (failure) {
      acted.current = true;
      showError(`${t("ui.error")} ${errorMessage(failure, t)}`);
      navigate(home, { replace: true });
      return;
    }
    if (decision === null || decision.kind === "show" || decision.kind === "wait") return;
    acted.current = true;
    switch (decision.kind) {
      case "notParticipant":
        showWarning(t(decision.message.key, decision.message.params));
        navigate(home, { replace: true });
        return;
      case "logIn":
        navigate(withQuery(pathTo("participantLogin"), new URLSearchParams({ ...decision.query })), { replace: true });
        return;
      case "alreadySubmitted":
        showWarning(t(decision.message.key, decision.message.params));
        navigate(pathTo("participantDashboard"), { replace: true });
        return;
      case "blocked":
        showWarning(decision.message);
        navigate(pathTo("participantDashboard"), { replace: true });
        return;
      case "redirect":
        navigate(pathTo("survey", { id: decision.to.shortId, type: decision.to.surveyType }), {
          replace: true,
          state: decision.message ? { surveyNotice: { message: decision.message, explanation: decision.explanation } } : null,
        });
        return;
    }
  });

  if (failure || (decision !== null && decision.kind !== "show" && decision.kind !== "wait")) return { kind: "leaving" };
  if (decision?.kind === "show" && survey.data && viewer) return { kind: "show", survey: survey.data, viewer };
  return { kind: "loading" };
};
