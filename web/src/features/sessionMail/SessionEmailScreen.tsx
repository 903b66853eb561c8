import { Callout, FormGroup, Intent, TextArea } from "@blueprintjs/core";
import {
  LIMITS,
  registrationUrl,
  type MessageKey,
  type RosterAnswer,
  type SessionDetailsAnswer,
  type SessionEmailKind,
  type SurveyType,
} from "@wellbeing/domain";
import { useId, useMemo, useState } from "react";
import { useLanguage } from "../../i18n/useT";
import { Alert } from "../../ui/Alert";
import { Button } from "../../ui/Button";
import { ErrorState } from "../../ui/ErrorState";
import { LoadingState } from "../../ui/LoadingState";
import { EmailListEditor } from "../roster/EmailListEditor";
import { useRoster } from "../roster/queries";
import { CopyableLink } from "../sessions/CopyableLink";
import { EmailPreview } from "./EmailPreview";
import { RecipientChecklist } from "./RecipientChecklist";
import { ScheduleFields } from "./ScheduleFields";
import { newReportId } from "../errorReports/sendReport";
import { keepNotReached, noRecipientsMessage, recipientsOf, selectAll, selectNew, type Candidate } from "./recipientSelection";
import { emailLabel } from "./emailLabels";
import { formatScheduledTime, scheduleProblem, scheduledInstant } from "./scheduleTime";
import { previewOf } from "./sessionFacts";
import type { EmailOrder } from "./types";
import { isDuplicateSchedule, useScheduleEmail, useSendEmail, type ScheduleRequest } from "./useMailActions";
import "../sessions/manageSession.css";
import "./sessionMail.css";

type EmailScreenMode = "send" | "schedule";

interface SessionEmailScreenProps {
  readonly session: SessionDetailsAnswer;
  readonly kind: SessionEmailKind;
  /** The evaluation a survey-link e-mail points to. */
  readonly surveyType?: SurveyType | null;
  /** Send now, schedule, or both (the default). */
  readonly modes?: ReadonlyArray<EmailScreenMode>;
  /** After the e-mail was sent or scheduled. */
  readonly onDone: () => void;
  /** Offers 'Skip for now' (the session-created screen). */
  readonly onSkip?: () => void;
}

/** Invitations go to invitees; reminders and evaluations to registered attendees. */
const candidatesOf = (kind: SessionEmailKind, roster: RosterAnswer): Candidate[] =>
  kind === "registration"
    ? roster.invitees.flatMap((invitee) => (invitee.email ? [{ email: invitee.email, status: invitee.status }] : []))
    : roster.attendees.flatMap((attendee) => (attendee.email ? [{ email: attendee.email, status: attendee.status }] : []));

const BOTH: ReadonlyArray<EmailScreenMode> = ["send", "schedule"];

/**
 * The session e-mail screen (§2.11) for its three kinds: registration link, recipients (the
 * checklist of people on the session and typed addresses), the editable preview, and Send Email,
 * Schedule Email or Skip for now.
 */
export const SessionEmailScreen = ({ session, kind, surveyType = null, modes = BOTH, onDone, onSkip }: SessionEmailScreenProps) => {
  const wording = useLanguage();
  const { t } = wording;
  const roster = useRoster(session.id);
  const candidates = useMemo(() => (roster.data ? candidatesOf(kind, roster.data) : []), [roster.data, kind]);
  const [picked, setPicked] = useState<ReadonlySet<string> | null>(null);
  // Until the person ticks something: the new invitees for an invitation, every attendee otherwise.
  const selected = picked ?? (kind === "registration" ? selectNew(candidates) : selectAll(candidates));
  const [typed, setTyped] = useState<string[]>([]);
  const [extraInformation, setExtraInformation] = useState("");
  const [scheduling, setScheduling] = useState(!modes.includes("send"));
  const [day, setDay] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const [problems, setProblems] = useState<{ recipients?: MessageKey | undefined; schedule?: MessageKey | undefined }>({});
  // One e-mail as composed on this screen: sending it again reaches only whoever it has not reached yet.
  const [sendId] = useState(newReportId);
  const send = useSendEmail(session);
  const schedule = useScheduleEmail(session.id);
  // The same e-mail is already scheduled: the person is asked before a second one is made.
  const [duplicate, setDuplicate] = useState<ScheduleRequest | null>(null);
  const duplicateQuestionId = useId();

  if (roster.isPending) return <LoadingState />;
  if (roster.isError) return <ErrorState onRetry={() => void roster.refetch()} />;

  const recipients = recipientsOf(candidates, selected, typed);
  const order: EmailOrder = { kind, surveyType, recipients, extraInformation: extraInformation.trim() || null };
  const preview = previewOf({ kind, surveyType, extraInformation: null }, session, wording);
  const isBusy = send.isPending || schedule.isPending;

  const recipientsProblem = () => (recipients.length === 0 ? noRecipientsMessage(kind) : undefined);
  const onSend = () => {
    const problem = recipientsProblem();
    setProblems({ recipients: problem });
    if (problem) return;
    send.mutate(
      { order, sendId },
      {
        onSuccess: ({ notReached }) => {
          if (notReached.length === 0) return onDone();
          // Those reached are done: only the addresses the mail server refused stay, to check and send again.
          const kept = keepNotReached({ selected, typed }, notReached);
          setPicked(kept.selected);
          setTyped(kept.typed);
        },
      },
    );
  };
  const onSchedule = () => {
    if (!scheduling) return setScheduling(true);
    const problem = { recipients: recipientsProblem(), schedule: scheduleProblem(day, time, new Date()) ?? undefined };
    setProblems(problem);
    if (problem.recipients || problem.schedule || !day || !time) return;
    const request = { order, date: scheduledInstant(day, time) };
    schedule.mutate(request, { onSuccess: onDone, onError: (error) => isDuplicateSchedule(error) && setDuplicate(request) });
  };
  const scheduleAgain = () => {
    if (duplicate) schedule.mutate({ ...duplicate, confirmDuplicate: true }, { onSuccess: onDone, onSettled: () => setDuplicate(null) });
  };

  return (
    <div className="session-email-screen">
      {kind === "registration" && (
        <FormGroup label={t("session.registrationLink")} labelFor="email-registration-link" helperText={t("mailScreens.registrationLinkHelp")}>
          <CopyableLink id="email-registration-link" label={t("session.registrationLink")} url={registrationUrl(window.location.origin, session.shortId)} />
        </FormGroup>
      )}

      <div className="session-email-columns">
        <div className="session-email-recipients">
          <RecipientChecklist
            legend={t(kind === "registration" ? "mailScreens.invitees" : "mailScreens.registeredAttendees")}
            candidates={candidates}
            selected={selected}
            onChange={setPicked}
            offerSelectNew={kind === "registration"}
            emptyText={t(kind === "registration" ? "roster.noInvitees" : "roster.noAttendees")}
          />
          <EmailListEditor
            id="email-recipients"
            label={t(kind === "registration" ? "mailScreens.addParticipantsEmails" : "mailScreens.otherRecipients")}
            emails={typed}
            onChange={setTyped}
          />
          {/* The message goes as soon as there is someone to write to. */}
          {problems.recipients && recipients.length === 0 && (
            <Callout intent={Intent.DANGER} icon="error" role="alert" compact>
              {t(problems.recipients)}
            </Callout>
          )}
          <p className="session-email-count">{t("mailScreens.recipientCount", { count: recipients.length })}</p>
        </div>

        <div className="session-email-preview">
          <EmailPreview
            content={preview}
            extraInformationField={
              <FormGroup
                label={t("sessionFacts.extraInformation")}
                labelFor="email-extra-information"
                labelInfo={t("input.optional")}
                className="email-preview-extra"
              >
                <TextArea
                  id="email-extra-information"
                  value={extraInformation}
                  onChange={(event) => setExtraInformation(event.currentTarget.value)}
                  maxLength={LIMITS.extraInfoMaxLength}
                  placeholder={t("mailScreens.extraInformationPlaceholder")}
                  autoResize
                  fill
                />
              </FormGroup>
            }
          />
        </div>
      </div>

      {scheduling && <ScheduleFields day={day} time={time} onDayChange={setDay} onTimeChange={setTime} error={problems.schedule && t(problems.schedule)} />}

      <div className="button-row session-email-actions">
        {modes.includes("send") && (
          <Button text={t("mailScreens.sendEmail")} icon="send-message" intent={Intent.PRIMARY} loading={send.isPending} disabled={isBusy} onClick={onSend} />
        )}
        {modes.includes("schedule") && (
          <Button
            text={t(scheduling ? "mailScreens.scheduleEmail" : "mailScreens.scheduleEmailMore")}
            icon="time"
            intent={modes.includes("send") ? Intent.NONE : Intent.PRIMARY}
            variant={modes.includes("send") ? "outlined" : "solid"}
            loading={schedule.isPending}
            disabled={isBusy}
            onClick={onSchedule}
          />
        )}
        {onSkip && <Button text={t("mailScreens.skipForNow")} variant="minimal" disabled={isBusy} onClick={onSkip} />}
      </div>

      <Alert
        aria-labelledby={duplicateQuestionId}
        isOpen={duplicate !== null}
        intent={Intent.WARNING}
        icon="duplicate"
        confirmButtonText={t("mailScreens.scheduleAgain")}
        cancelButtonText={t("mailScreens.keepTheOne")}
        loading={schedule.isPending}
        onConfirm={scheduleAgain}
        onCancel={() => setDuplicate(null)}
      >
        <p id={duplicateQuestionId}>
          {duplicate &&
            t("mailScreens.duplicateWarning", {
              email: emailLabel(t, duplicate.order.kind, duplicate.order.surveyType),
              time: formatScheduledTime(duplicate.date, wording.language),
            })}
        </p>
      </Alert>
    </div>
  );
};
