import { Callout, Intent } from "@blueprintjs/core";
import type { RosterAnswer } from "@wellbeing/domain";
import { useMemo, useState } from "react";
import { useT } from "../../i18n/useT";
import { Button } from "../../ui/Button";
import { ErrorState } from "../../ui/ErrorState";
import { LoadingState } from "../../ui/LoadingState";
import { EmailListEditor } from "./EmailListEditor";
import { RegisteredCount } from "./RegisteredCount";
import { RemovalRequestsList } from "./RemovalRequestsList";
import { nameFrom } from "./names";
import { useRoster } from "./queries";
import { useSaveAttendeesList } from "./useSaveAttendeesList";

const knownEmails = (people: ReadonlyArray<{ readonly email: string | null }>): string[] => people.flatMap((person) => (person.email ? [person.email] : []));

const AttendeesEditor = ({ roster }: { readonly roster: RosterAnswer }) => {
  const t = useT();
  const [emails, setEmails] = useState(() => knownEmails(roster.attendees));
  const save = useSaveAttendeesList(roster.sessionId);
  // §5: who completed the post-session evaluation cannot be removed.
  const locked = useMemo(() => new Set(knownEmails(roster.attendees.filter((attendee) => attendee.postEvaluationDone))), [roster.attendees]);
  const erased = roster.attendees.length - knownEmails(roster.attendees).length;
  return (
    <div className="roster-view">
      <RegisteredCount roster={roster} />
      <RemovalRequestsList requests={roster.removalRequests} />
      <EmailListEditor
        id="registered-attendees"
        label={t("roster.attendeesEmailsLabel")}
        emails={emails}
        onChange={setEmails}
        locked={locked}
        nameOf={nameFrom(roster.attendees)}
      />
      <Callout icon="info-sign" className="roster-guidance">
        {t("roster.removalGuidance")}
        {erased > 0 && ` ${t("roster.erasedStayOnList", { count: erased })}`}
      </Callout>
      <Button
        intent={Intent.PRIMARY}
        icon="floppy-disk"
        text={t("roster.saveAttendees")}
        loading={save.isPending}
        onClick={() => save.mutate({ emails, status: "confirmed" })}
      />
    </div>
  );
};

/** viewAttendeesList (§2.10): the registered attendees, editable, with open removal requests. */
export const RegisteredAttendeesView = ({ sessionId }: { readonly sessionId: string }) => {
  const roster = useRoster(sessionId);
  if (roster.isPending) return <LoadingState />;
  if (!roster.data) return <ErrorState onRetry={() => void roster.refetch()} />;
  return <AttendeesEditor roster={roster.data} />;
};
