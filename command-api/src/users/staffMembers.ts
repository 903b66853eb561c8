import type { Either } from "effect";
import {
  foldEvents,
  staffDecider,
  userDecider,
  userStream,
  type ActiveUser,
  type DomainError,
  type DomainEvent,
  type MemberFacts,
  type StaffCommand,
  type StaffState,
  type UserStreamEvent,
} from "@wellbeing/domain";
import type { EventStore } from "@wellbeing/platform";
import { decideAndAppend, readDomainEvents, type Decided } from "../infrastructure/aggregateStore";
import type { CommandContext } from "../infrastructure/commandContext";

/** A person as the staff directory sees them: their account (null when none), its facts and their standing. */
interface StaffMember {
  readonly account: ActiveUser | null;
  readonly facts: MemberFacts;
  readonly staff: StaffState;
}

/** Folds a person's user stream into both the account and the staff directory's view of it. */
const staffMemberOf = (userId: string, events: ReadonlyArray<DomainEvent>): StaffMember => {
  const state = foldEvents(userDecider, events as UserStreamEvent[]);
  const account = state.status === "active" ? state : null;
  return { account, facts: { userId, roles: account?.roles ?? [] }, staff: foldEvents(staffDecider, events as DomainEvent[]) };
};

/** Reads a person's user stream once and folds both the account and the staff directory's view of it. */
export const loadStaffMember = async (store: EventStore, userId: string): Promise<StaffMember> =>
  staffMemberOf(userId, (await readDomainEvents(store, userStream(userId))).events);

/** A local lead who may have trainers: holds the role and is not archived. */
export const isActiveLocalLead = (member: StaffMember): boolean => member.account?.roles.includes("localLead") === true && !member.staff.archived;

/** Decides a staff command on a person's user stream, with the facts of their account as that same read of the stream says. */
export const decideOnStaffMember = (
  store: EventStore,
  userId: string,
  command: (facts: MemberFacts) => StaffCommand,
  context: CommandContext,
): Promise<Either.Either<Decided<DomainEvent>, DomainError>> =>
  decideAndAppend({ store, streamId: userStream(userId), decider: staffDecider, command: (history) => command(staffMemberOf(userId, history).facts), context });
