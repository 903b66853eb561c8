import { Intent, Tag } from "@blueprintjs/core";
import { useState } from "react";
import type { RosterAnswer } from "@wellbeing/domain";
import { useT } from "../../i18n/useT";
import { Button } from "../../ui/Button";
import { ErrorState } from "../../ui/ErrorState";
import { LoadingState } from "../../ui/LoadingState";
import { ScheduledInvitations } from "../sessionMail/ScheduledInvitations";
import { EmailListEditor } from "./EmailListEditor";
import { nameFrom } from "./names";
import { useRoster } from "./queries";
import { useSaveAttendeesList } from "./useSaveAttendeesList";

const InviteesEditor = ({ roster }: { readonly roster: RosterAnswer }) => {
  const t = useT();
  const [emails, setEmails] = useState(() => roster.invitees.flatMap((invitee) => (invitee.email ? [invitee.email] : [])));
  const save = useSaveAttendeesList(roster.sessionId);
  const sent = new Set(roster.invitees.flatMap((invitee) => (invitee.status === "sent" && invitee.email ? [invitee.email] : [])));
  return (
    <div className="roster-view">
      <p className="invitee-legend">
        {t("roster.inviteesLabel")} <strong>{roster.invitees.length}</strong> {t("roster.inviteesEmailed", { count: sent.size })}{" "}
        <Tag minimal>{t("roster.inviteeNewTag")}</Tag> {t("roster.inviteeNewMeaning")}{" "}
        <Tag minimal intent="success">
          {t("roster.inviteeSentTag")}
        </Tag>{" "}
        {t("roster.inviteeSentMeaning")}
      </p>
      <EmailListEditor
        id="invitees"
        label={t("roster.inviteesEmailsLabel")}
        emails={emails}
        onChange={setEmails}
        tagIntent={(email) => (sent.has(email) ? Intent.SUCCESS : Intent.NONE)}
        nameOf={nameFrom(roster.invitees)}
      />
      <Button
        intent={Intent.PRIMARY}
        icon="floppy-disk"
        text={t("roster.saveInvitees")}
        loading={save.isPending}
        onClick={() => save.mutate({ emails, status: "new" })}
      />
      <ScheduledInvitations sessionId={roster.sessionId} />
    </div>
  );
};

/** view-invitees (§2.10, §3 Invitee): who is invited (new) or was e-mailed (sent), editable; and the invitations scheduled for later. */
export const InviteesView = ({ sessionId }: { readonly sessionId: string }) => {
  const roster = useRoster(sessionId);
  if (roster.isPending) return <LoadingState />;
  if (!roster.data) return <ErrorState onRetry={() => void roster.refetch()} />;
  return <InviteesEditor roster={roster.data} />;
};
