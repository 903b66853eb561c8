import { Button, Callout, Card, NonIdealState } from "@blueprintjs/core";
import { MODULE_LABELS, ROSTER_TEXTS, evaluationToOffer, pathTo, programmeDate, sessionFactTexts, type ParticipantSessionAnswer } from "@wellbeing/domain";
import { useState } from "react";
import { useParams } from "react-router-dom";
import { hasStatus } from "../../api/apiError";
import { ErrorState } from "../../ui/ErrorState";
import { LinkButton } from "../../ui/LinkButton";
import { LoadingState } from "../../ui/LoadingState";
import { PageLayout } from "../../ui/PageLayout";
import { DetailRows } from "../../ui/DetailRows";
import { EmailVerificationCallout } from "../account/EmailVerificationCallout";
import { RemovalRequestDialog } from "./RemovalRequestDialog";
import { ContactEmail, FactLines, MeetingLink } from "../sessions/SessionFactParts";
import { useParticipantSession } from "./useParticipantSession";
import "./roster.css";

const SessionFacts = ({ session }: { readonly session: ParticipantSessionAnswer }) => {
  const facts = sessionFactTexts(session);
  return (
    <DetailRows
      rows={[
        ["Date(s)", <FactLines lines={facts.dates} />],
        ["Time", facts.times],
        ["Course", facts.course],
        ["Module(s)", facts.modules],
        ["Location", facts.location],
        ["Trainer(s)", facts.trainers],
        ...(session.remote ? ([["Meeting link", <MeetingLink link={session.meetingLink} />]] as const) : []),
        ["Contact email", <ContactEmail email={session.contactEmail} />],
        ["Extra joining info", facts.extraInfo],
      ]}
    />
  );
};

/** The next steps: the evaluation that fits the date and the modules, materials, then one certificate per module. */
const SessionActions = ({ session }: { readonly session: ParticipantSessionAnswer }) => {
  const evaluation = evaluationToOffer(session, programmeDate(new Date()));
  return (
    <div className="button-row">
      {evaluation && (
        <LinkButton
          to={pathTo("survey", { id: session.shortId, type: evaluation })}
          intent="primary"
          icon="clipboard"
          text={evaluation === "pre-course" ? ROSTER_TEXTS.completePreCourseEvaluation : ROSTER_TEXTS.completePostSessionEvaluation}
        />
      )}
      <LinkButton to={pathTo("participantMaterials", { course: session.course })} variant="outlined" icon="book" text="Materials" />
      {session.postEvaluationDone &&
        session.modules.map((module) => (
          <LinkButton key={module} to={pathTo("certificate", { sessionId: session.id })} variant="outlined" icon="endorsed" text={`Certificate: ${MODULE_LABELS[module]}`} />
        ))}
    </div>
  );
};

/** /participant-session-details/:id (§2.13): the participant's own session, what to do next, and asking to leave it. */
export const ParticipantSessionDetailsPage = () => {
  const { id = "" } = useParams();
  const session = useParticipantSession(id);
  const [removing, setRemoving] = useState(false);

  return (
    <PageLayout title="Session details">
      {session.isPending ? (
        <LoadingState label={ROSTER_TEXTS.loading} />
      ) : session.data ? (
        <Card className="participant-session">
          <SessionFacts session={session.data} />
          <SessionActions session={session.data} />
          {session.data.removalRequested ? (
            <Callout intent="warning" icon="info-sign" className="removal-requested">
              {ROSTER_TEXTS.removalRequested}
            </Callout>
          ) : (
            <Button variant="minimal" intent="danger" icon="log-out" className="request-removal" text={ROSTER_TEXTS.requestRemoval} onClick={() => setRemoving(true)} />
          )}
          <RemovalRequestDialog sessionId={id} isOpen={removing} onClose={() => setRemoving(false)} />
        </Card>
      ) : hasStatus(session.error, 403) ? (
        <>
          {/* A trainer may have registered the person under an address they have not proven yet. */}
          <EmailVerificationCallout />
          <NonIdealState icon="blocked-person" title={ROSTER_TEXTS.notRegistered} action={<LinkButton to={pathTo("participantDashboard")} variant="outlined" icon="home" text="Home" />} />
        </>
      ) : (
        <ErrorState message={ROSTER_TEXTS.detailsFailed} onRetry={() => void session.refetch()} />
      )}
    </PageLayout>
  );
};
