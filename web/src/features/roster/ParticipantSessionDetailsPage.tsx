import { Button, Callout, Card, NonIdealState } from "@blueprintjs/core";
import {
  certificateReadiness,
  evaluationToOffer,
  isUpcoming,
  moduleLabelIn,
  pathTo,
  programmeDate,
  sessionFactTexts,
  type ParticipantSessionAnswer,
} from "@wellbeing/domain";
import { useState } from "react";
import { useParams } from "react-router-dom";
import { hasStatus } from "../../api/apiError";
import { useLanguage, useT } from "../../i18n/useT";
import { ErrorState } from "../../ui/ErrorState";
import { LinkButton } from "../../ui/LinkButton";
import { LoadingState } from "../../ui/LoadingState";
import { PageLayout } from "../../ui/PageLayout";
import { DetailRows } from "../../ui/DetailRows";
import { EmailVerificationCallout } from "../users/EmailVerificationCallout";
import { WaitingListPanel } from "./WaitingListPanel";
import { RemovalRequestDialog } from "./RemovalRequestDialog";
import { ContactEmail, FactLines, MeetingLink } from "../sessions/SessionFactParts";
import { useParticipantSession } from "./queries";
import { certificatePath } from "../certificates/paths";
import "./roster.css";

const SessionFacts = ({ session }: { readonly session: ParticipantSessionAnswer }) => {
  const wording = useLanguage();
  const { t } = wording;
  // §2.13: each date as day/month with its start and end times.
  const facts = sessionFactTexts(session, wording);
  return (
    <DetailRows
      rows={[
        [t("sessionFacts.dates"), <FactLines lines={facts.dates} />],
        [t("roster.factTime"), facts.times],
        [t("sessionFacts.course"), facts.course],
        [t("sessionFacts.modules"), facts.modules],
        [t("sessionFacts.location"), facts.location],
        [t("sessionFacts.trainers"), facts.trainers],
        ...(session.remote ? ([[t("sessionFacts.meetingLink"), <MeetingLink link={session.meetingLink} />]] as const) : []),
        [t("sessionFacts.contactEmail"), <ContactEmail email={session.contactEmail} />],
        [t("roster.factExtraJoiningInfo"), facts.extraInfo],
      ]}
    />
  );
};

/** The next steps: the evaluation that fits the date and the modules, materials, then one certificate per module. */
const SessionActions = ({ session }: { readonly session: ParticipantSessionAnswer }) => {
  const t = useT();
  const evaluation = evaluationToOffer(session, programmeDate(new Date()));
  // The claim's own rule (issue 29): the post evaluation, then attendance on every date.
  const readiness = certificateReadiness({ postEvaluationGiven: session.postEvaluationDone, cameEveryDate: session.attendanceRecorded });
  return (
    <div className="button-row">
      {evaluation && (
        <LinkButton
          to={pathTo("survey", { id: session.shortId, type: evaluation })}
          intent="primary"
          icon="clipboard"
          text={t(evaluation === "pre-course" ? "roster.completePreCourseEvaluation" : "roster.completePostSessionEvaluation")}
        />
      )}
      <LinkButton to={pathTo("participantMaterials", { course: session.course })} variant="outlined" icon="book" text={t("shell.materials")} />
      {readiness === "attendanceFirst" && <p className="muted-note">{t("participantHome.certificateAfterAttendance")}</p>}
      {readiness === "claim" &&
        session.modules.map((module) => (
          <LinkButton
            key={module}
            to={certificatePath(session.id, module)}
            variant="outlined"
            icon="endorsed"
            text={t("roster.certificate", { module: moduleLabelIn(t, module) })}
          />
        ))}
    </div>
  );
};

/** /participant-session-details/:id (§2.13): the participant's own session, what to do next, and asking to leave it. */
export const ParticipantSessionDetailsPage = () => {
  const { id = "" } = useParams();
  const session = useParticipantSession(id);
  const [removing, setRemoving] = useState(false);
  const t = useT();

  return (
    <PageLayout title={t("roster.sessionDetailsTitle")}>
      {session.isPending ? (
        <LoadingState label={t("roster.loading")} />
      ) : session.data ? (
        <Card className="participant-session">
          <SessionFacts session={session.data} />
          <SessionActions session={session.data} />
          {session.data.removalRequested ? (
            <Callout intent="warning" icon="info-sign" className="removal-requested">
              {t("roster.removalRequested")}
            </Callout>
          ) : (
            // A session that is over has no place left to give up (the server refuses it too).
            isUpcoming(session.data.dates, programmeDate(new Date())) && (
              <Button
                variant="minimal"
                intent="danger"
                icon="log-out"
                className="request-removal"
                text={t("roster.requestRemoval")}
                onClick={() => setRemoving(true)}
              />
            )
          )}
          <RemovalRequestDialog sessionId={id} isOpen={removing} onClose={() => setRemoving(false)} />
        </Card>
      ) : hasStatus(session.error, 403) ? (
        <>
          {/* A trainer may have registered the person under an address they have not proven yet. */}
          <EmailVerificationCallout />
          <NonIdealState
            icon="blocked-person"
            title={t("roster.notRegistered")}
            action={<LinkButton to={pathTo("participantDashboard")} variant="outlined" icon="home" text={t("shell.home")} />}
          />
          {/* Not registered: a full session offers its waiting list, or shows their place on it (issue 29). */}
          <WaitingListPanel sessionId={id} />
        </>
      ) : (
        <ErrorState message={t("ui.errorWentWrong")} onRetry={() => void session.refetch()} />
      )}
    </PageLayout>
  );
};
