import { Callout, SectionCard } from "@blueprintjs/core";
import { dayMonth, type RegisterAnswer } from "@wellbeing/domain";
import { useState } from "react";
import { useT } from "../../i18n/useT";
import { AccordionSection } from "../../ui/AccordionSection";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { ErrorState } from "../../ui/ErrorState";
import { FormField } from "../../ui/FormField";
import { HTMLSelect } from "../../ui/HTMLSelect";
import { LoadingState } from "../../ui/LoadingState";
import { useSaveAttendeesList } from "../roster/useSaveAttendeesList";
import { AttendeeMarks, attendeeLabel } from "./AttendeeMarks";
import { CheckInCodePanel } from "./CheckInCodePanel";
import { WalkInForm } from "./WalkInForm";
import { useRegister } from "./queries";
import { shownMark } from "./tickQueue";
import { useTickQueue } from "./useTickQueue";
import "./attendance.css";

type Attendee = RegisterAnswer["attendees"][number];

/** The register of one date: who came, who did not, the offline state, a walk-in, and releasing a no-show's place (the roster's removal). */
const DateRegister = ({ register, sessionDate }: { readonly register: RegisterAnswer; readonly sessionDate: string }) => {
  const t = useT();
  const { queue, online, tick } = useTickQueue(register.sessionId);
  const save = useSaveAttendeesList(register.sessionId);
  const [releasing, setReleasing] = useState<Attendee | null>(null);
  const marks = register.attendees.map((attendee) => ({ attendee, mark: shownMark(queue, sessionDate, attendee.personKey, attendee.marks[sessionDate]) }));
  const count = (mark: string) => marks.filter((row) => row.mark === mark).length;
  const release = (leaving: Attendee) =>
    save.mutate(
      {
        emails: register.attendees.flatMap((attendee) => (attendee.email && attendee.personKey !== leaving.personKey ? [attendee.email] : [])),
        status: "confirmed",
      },
      { onSettled: () => setReleasing(null) },
    );
  return (
    <>
      {!online && (
        <Callout intent="warning" icon="offline" role="status">
          {t("attendance.offline")}
        </Callout>
      )}
      <p className="register-summary" role="status">
        {t("attendance.summary", { attended: count("attended"), noShows: count("noShow"), open: count("notRecorded") })}
        {queue.length > 0 && <span className="register-pending"> · {t("attendance.pending", { count: queue.length })}</span>}
      </p>
      {marks.length === 0 ? (
        <p className="register-empty">{t("attendance.noAttendees")}</p>
      ) : (
        <ul className="register-list" aria-label={t("attendance.registerHeading")}>
          {marks.map(({ attendee, mark }) => (
            <AttendeeMarks
              key={attendee.personKey}
              attendee={attendee}
              mark={mark}
              waiting={queue.some((waiting) => waiting.sessionDate === sessionDate && waiting.personKey === attendee.personKey)}
              onMark={(chosen) => tick(sessionDate, attendee.personKey, chosen)}
              onRelease={() => setReleasing(attendee)}
            />
          ))}
        </ul>
      )}
      <WalkInForm sessionId={register.sessionId} sessionDate={sessionDate} />
      <ConfirmDialog
        isOpen={releasing !== null}
        icon="remove"
        confirmButtonText={t("attendance.releasePlace")}
        pending={save.isPending}
        onConfirm={() => releasing && release(releasing)}
        onCancel={() => setReleasing(null)}
        details={releasing ? t("attendance.releaseConfirmBody", { person: attendeeLabel(releasing, t("roster.erasedParticipant")) }) : null}
      >
        {t("attendance.releaseConfirmTitle")}
      </ConfirmDialog>
    </>
  );
};

/** Register (issue 29) in Manage Session: today's check-in code, then each date's register; open by default on a session day. */
export const RegisterSection = ({ sessionId }: { readonly sessionId: string }) => {
  const t = useT();
  const register = useRegister(sessionId);
  const [chosenDate, setChosenDate] = useState<string | null>(null);
  if (register.isPending) return <LoadingState />;
  if (!register.data) return <ErrorState message={t("errors.generic")} onRetry={() => void register.refetch()} />;
  const { dates, today } = register.data;
  const sessionDate = chosenDate ?? today ?? dates[0]?.sessionDate ?? null;
  return (
    <AccordionSection title={t("attendance.registerHeading")} icon="tick-circle" defaultIsOpen={today !== null}>
      <SectionCard>
        <CheckInCodePanel sessionId={sessionId} />
      </SectionCard>
      <SectionCard className="register">
        <p>{t("attendance.registerIntro")}</p>
        {dates.length > 1 && (
          <FormField label={t("attendance.datesLabel")} labelFor={`register-date-${sessionId}`}>
            <HTMLSelect
              id={`register-date-${sessionId}`}
              value={sessionDate ?? ""}
              onChange={(event) => setChosenDate(event.currentTarget.value)}
              options={dates.map((day) => ({ value: day.sessionDate, label: dayMonth(day.sessionDate) }))}
            />
          </FormField>
        )}
        {sessionDate && <DateRegister register={register.data} sessionDate={sessionDate} />}
      </SectionCard>
    </AccordionSection>
  );
};
