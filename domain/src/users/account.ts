import type { DomainEvent } from "../events";
import { userDecider, type ActiveUser, type UserState, type UserStreamEvent } from "./decider";
import { staffDecider, withStaffStanding, type StaffState } from "./staffDecider";
import type { AccountView } from "../auth/user";

/** An account that exists, as the staff directory stands it: only its usable roles, in its current group. */
export type ActiveAccount = ActiveUser;

/** What a person's user stream says of them: the account (or its absence or deletion) and their staff standing. */
export interface PersonStanding {
  readonly user: UserState;
  readonly staff: StaffState;
}

export const initialStanding: PersonStanding = { user: userDecider.initialState, staff: staffDecider.initialState };

/** Folds one more event of the person's user stream. */
export const evolveStanding = (standing: PersonStanding, event: DomainEvent): PersonStanding => ({
  user: userDecider.evolve(standing.user, event as UserStreamEvent),
  staff: staffDecider.evolve(standing.staff, event),
});

export const standingOf = (events: ReadonlyArray<DomainEvent>): PersonStanding => events.reduce(evolveStanding, initialStanding);

/** The active account a standing describes (archived staff keep only their other accounts), or null. */
export const activeAccountOf = (standing: PersonStanding): ActiveAccount | null =>
  standing.user.status === "active" ? withStaffStanding(standing.user, standing.staff) : null;

/** The account a person's user stream folds to, or null when it is not active. */
export const accountOf = (events: ReadonlyArray<DomainEvent>): ActiveAccount | null => activeAccountOf(standingOf(events));

export const accountViewOf = (account: ActiveAccount): AccountView => ({
  userId: account.userId,
  name: account.name,
  email: account.email,
  roles: account.roles,
  localLeadId: account.localLeadId,
  organisation: account.organisation,
  localAuthorities: account.localAuthorities,
  emailVerified: account.emailVerified,
  pendingEmail: account.pendingEmail,
  language: account.language,
  nextUpgradeToTttStep: account.nextUpgradeToTttStep,
  localLeadRequestedAt: account.localLeadRequestedAt,
});
