import { evolveEmailStanding, type EmailStanding, type EventOfType } from "@wellbeing/domain";
import { ADMIN_AUDIENCE_ROLES, type ProjectionContext } from "../runner/projection";
import type { TableBatch } from "../runner/tableBatch";
import type { UserRow } from "@wellbeing/platform";

type AccountRowEvent = EventOfType<
  "AccountDetailsUpdated" | "AccountDeleted" | "PasswordReset" | "EmailVerificationIssued" | "EmailVerified" | "CorrespondenceLanguageChosen"
>;

/** A row's address columns from where the person's address stands (folded as the user decider folds it). */
export const emailStandingColumns = (standing: EmailStanding): Pick<UserRow, "email" | "email_verified" | "pending_email"> => ({
  email: standing.email,
  email_verified: standing.emailVerified,
  pending_email: standing.pendingEmail,
});

const emailStandingOf = (row: UserRow): EmailStanding => ({ email: row.email, emailVerified: row.email_verified, pendingEmail: row.pending_email });

const changedRow = (row: UserRow, event: Exclude<AccountRowEvent, { type: "AccountDeleted" }>): UserRow => {
  if (event.type === "CorrespondenceLanguageChosen") return { ...row, language: event.data.language };
  const withAddress = { ...row, ...emailStandingColumns(evolveEmailStanding(emailStandingOf(row), event)) };
  if (event.type !== "AccountDetailsUpdated") return withAddress;
  const { name, organisation, localAuthorities } = event.data;
  return { ...withAddress, name, organisation, local_authorities: [...localAuthorities] };
};

const isUnchanged = (before: UserRow, after: UserRow): boolean => JSON.stringify(before) === JSON.stringify(after);

/**
 * A person's own changes to their `users` row: new details, where their address stands (a link
 * sent, an address proven), or the row's removal when they delete their account (nothing of them
 * is kept; counts elsewhere stay). Told to admins, the person and their local lead.
 */
export const applyAccountEvent = async (users: TableBatch<UserRow>, event: AccountRowEvent, announce: ProjectionContext["announce"]): Promise<void> => {
  const userId = event.data.userId;
  await users.load([userId]);
  const row = users.get(userId);
  if (!row) return;
  if (event.type === "AccountDeleted") {
    users.remove(userId);
  } else {
    const changed = changedRow(row, event);
    // A password reset of an address already proven, say: nothing to write or tell.
    if (isUnchanged(row, changed)) return;
    users.put(changed);
  }
  const audience = { roles: ADMIN_AUDIENCE_ROLES, userIds: row.local_lead_id ? [userId, row.local_lead_id] : [userId] };
  announce({ topic: "users", ids: [userId], audience });
};
