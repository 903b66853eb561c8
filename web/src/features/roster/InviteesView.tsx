import { Button, Intent, Tag } from "@blueprintjs/core";
import { useState } from "react";
import type { RosterAnswer } from "@wellbeing/domain";
import { ErrorState } from "../../ui/ErrorState";
import { LoadingState } from "../../ui/LoadingState";
import { EmailListEditor } from "./EmailListEditor";
import { nameFrom } from "./rosterNames";
import { useRoster, useSaveAttendeesList } from "./useRoster";

const InviteesEditor = ({ roster }: { readonly roster: RosterAnswer }) => {
  const [emails, setEmails] = useState(() => roster.invitees.flatMap((invitee) => (invitee.email ? [invitee.email] : [])));
  const save = useSaveAttendeesList(roster.sessionId);
  const sent = new Set(roster.invitees.flatMap((invitee) => (invitee.status === "sent" && invitee.email ? [invitee.email] : [])));
  return (
    <div className="roster-view">
      <p className="invitee-legend">
        Invitees: <strong>{roster.invitees.length}</strong> ({sent.size} e-mailed). <Tag minimal>new</Tag> not e-mailed yet ·{" "}
        <Tag minimal intent="success">
          sent
        </Tag>{" "}
        invitation e-mailed. Invitees who register move to the registered attendees.
      </p>
      <EmailListEditor
        id="invitees"
        label="Invitees' e-mail addresses"
        emails={emails}
        onChange={setEmails}
        tagIntent={(email) => (sent.has(email) ? Intent.SUCCESS : Intent.NONE)}
        nameOf={nameFrom(roster.invitees)}
      />
      <Button intent={Intent.PRIMARY} icon="floppy-disk" text="Save invitees" loading={save.isPending} onClick={() => save.mutate({ emails, status: "new" })} />
    </div>
  );
};

/** view-invitees (§2.10, §3 Invitee): who is invited (new) or was e-mailed (sent), editable. */
export const InviteesView = ({ sessionId }: { readonly sessionId: string }) => {
  const roster = useRoster(sessionId);
  if (roster.isPending) return <LoadingState />;
  if (!roster.data) return <ErrorState onRetry={() => void roster.refetch()} />;
  return <InviteesEditor roster={roster.data} />;
};
