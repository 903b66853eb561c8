import { Either } from "effect";
import {
  NotAllowed,
  NotFound,
  PRODUCT_TEXTS,
  ROSTER_TEXTS,
  cleanEmailList,
  foldEvents,
  isSameAddress,
  normaliseEmail,
  rosterDecider,
  rosterStream,
  type Actor,
  type AttendeesListInput,
  type ConfirmEmailInput,
  type DomainError,
  type RosterCommand,
  type RosterEvent,
  type RosterState,
  type SurveyType,
} from "@wellbeing/domain";
import type { EventStore, Mailer, Position } from "@wellbeing/platform";
import { decideAndAppend, readDomainEvents } from "../infrastructure/aggregateStore";
import { newId, type CommandContext } from "../infrastructure/commandContext";
import { loadAccount, loadAccounts } from "../users/accounts";
import type { EmailIndex } from "../users/emailIndex";
import { registrationConfirmationMail } from "./registrationMail";
import { rosterPeopleOf } from "./rosterPeople";
import { sessionToManage } from "../sessions/sessionToManage";
import { loadLiveSession, type LiveSession } from "./rosterSession";
import { StreamQueue } from "./streamQueue";

// The roster's commands. The session e-mail screen calls addInvitees and markInvitationsSent;
// the survey submission calls recordAttendeeEvaluation. Keep these signatures stable.

export interface RosterDeps {
  readonly store: EventStore;
  readonly emailIndex: EmailIndex;
  readonly clock: () => Date;
  readonly mailer: Mailer;
  readonly publicUrl: string;
}

/** What a roster command recorded: where its last event landed (null when nothing changed). */
export interface RosterChange {
  readonly position: Position | null;
  readonly events: ReadonlyArray<RosterEvent>;
}

/** Registering is the one roster write many people make at once: retry on, a little apart. */
const REGISTRATION_CONTENTION = { maxAttempts: 60, maxBackoffMs: 30 } as const;

/** The parts of RosterDeps a command needs that sends no e-mail. */
type StoreDeps = Pick<RosterDeps, "store" | "clock">;
type LookupDeps = Pick<RosterDeps, "store" | "clock" | "emailIndex">;

/** One queue per process: roster writes of a session made here take turns (see StreamQueue). */
const rosterWrites = new StreamQueue();

const contextFor = (deps: StoreDeps, actorId: string | null, context?: CommandContext): CommandContext =>
  context ?? { actorId, correlationId: newId(), now: deps.clock() };

/**
 * Decides a roster command in this process's turn for the session's roster. `commandOf` builds the
 * command inside the turn, so what it reads (the session's capacity) is as fresh as the decision.
 */
const decideOnRoster = async (
  deps: StoreDeps,
  sessionId: string,
  commandOf: () => Promise<RosterCommand | DomainError> | RosterCommand,
  context: CommandContext,
  contention?: typeof REGISTRATION_CONTENTION,
): Promise<Either.Either<RosterChange, DomainError>> => {
  const streamId = rosterStream(sessionId);
  return rosterWrites.run(streamId, async () => {
    const command = await commandOf();
    if ("_tag" in command) return Either.left(command);
    return decideAndAppend({ store: deps.store, streamId, decider: rosterDecider, command, context, contention });
  });
};

/** A session's roster as its stream says now (the write side's view, never behind). */
export const loadRoster = async (store: EventStore, sessionId: string): Promise<RosterState> => {
  const { events } = await readDomainEvents(store, rosterStream(sessionId));
  return foldEvents(rosterDecider, events as RosterEvent[]);
};

/**
 * Staff who may manage the session invite addresses (status new). Addresses are trimmed,
 * lowercased and de-duplicated; invalid ones are dropped (§5 invite box); people already on the
 * roster are left as they are.
 */
export const addInvitees = async (
  deps: LookupDeps,
  actor: Actor,
  sessionId: string,
  emails: ReadonlyArray<string>,
  context?: CommandContext,
): Promise<Either.Either<RosterChange, DomainError>> => {
  const managed = await sessionToManage(deps.store, actor, sessionId);
  if (Either.isLeft(managed)) return Either.left(managed.left);
  const invitees = await rosterPeopleOf(deps, cleanEmailList(emails).valid);
  const commandContext = contextFor(deps, actor.userId, context);
  const now = commandContext.now.toISOString();
  return decideOnRoster(deps, sessionId, () => ({ type: "AddInvitees", sessionId, invitees, actorId: actor.userId, now }), commandContext);
};

/**
 * Invitation e-mails went to these addresses: new invitees become sent, unlisted addresses join as
 * sent, registered attendees stay confirmed. No caller check: the sender has checked who asked.
 */
export const markInvitationsSent = async (
  deps: LookupDeps,
  sessionId: string,
  emails: ReadonlyArray<string>,
  context?: CommandContext,
): Promise<Either.Either<RosterChange, DomainError>> => {
  if (!(await loadLiveSession(deps.store, sessionId))) return Either.left(new NotFound({ what: "session" }));
  const invitees = await rosterPeopleOf(deps, cleanEmailList(emails).valid);
  const commandContext = contextFor(deps, null, context);
  const now = commandContext.now.toISOString();
  return decideOnRoster(deps, sessionId, () => ({ type: "MarkInvitationsSent", sessionId, invitees, now }), commandContext);
};

/** PATCH attendeesList: the registered list (status confirmed) or the invitee list (new, sent) becomes exactly these addresses. */
export const saveAttendeesList = async (
  deps: LookupDeps,
  actor: Actor,
  sessionId: string,
  input: AttendeesListInput,
  context: CommandContext,
): Promise<Either.Either<RosterChange, DomainError>> => {
  const managed = await sessionToManage(deps.store, actor, sessionId);
  if (Either.isLeft(managed)) return Either.left(managed.left);
  const people = await rosterPeopleOf(deps, cleanEmailList(input.participantsEmails.map((entry) => entry.email)).valid);
  const now = context.now.toISOString();
  const command: RosterCommand =
    input.status === "confirmed"
      ? { type: "ReplaceAttendees", sessionId, attendees: people, actorId: actor.userId, now }
      : { type: "ReplaceInvitees", sessionId, invitees: people, actorId: actor.userId, now };
  return decideOnRoster(deps, sessionId, () => command, context);
};

/** The participant's account, when the token's person still has one and acts as a participant. */
const participantAccount = async (store: EventStore, actor: Actor) => {
  const account = await loadAccount(store, actor.userId);
  return account && actor.role === "participant" && account.roles.includes("participant") ? account : null;
};

const sendConfirmation = async (deps: RosterDeps, session: LiveSession, email: string, personKey: string, context: CommandContext): Promise<void> => {
  const trainers = await loadAccounts(deps.store, session.trainerIds);
  await deps.mailer.send(
    registrationConfirmationMail({
      to: email,
      session: { ...session, id: session.sessionId, trainerNames: trainers.map((trainer) => trainer?.name ?? null) },
      publicUrl: deps.publicUrl,
      now: context.now,
    }),
  );
  const now = context.now.toISOString();
  await decideOnRoster(deps, session.sessionId, () => ({ type: "RecordConfirmationSent", sessionId: session.sessionId, personKey, now }), context, REGISTRATION_CONTENTION);
};

/**
 * PATCH confirm-email: a participant registers themself with their account's address. Decided on
 * the roster stream's revision with the session's capacity as it is now, so concurrent
 * registrations can never overfill it. The confirmation e-mail (with its .ics file) follows.
 */
export const registerForSession = async (
  deps: RosterDeps,
  actor: Actor,
  sessionId: string,
  input: ConfirmEmailInput,
  context: CommandContext,
  onMailFailure: (error: unknown) => void,
): Promise<Either.Either<RosterChange & { readonly alreadyRegistered: boolean; readonly confirmedEmail: string }, DomainError>> => {
  const account = await participantAccount(deps.store, actor);
  if (!account) return Either.left(new NotAllowed({ reason: PRODUCT_TEXTS.notAllowed }));
  if (!account.email || normaliseEmail(account.email) !== input.email) return Either.left(new NotAllowed({ reason: ROSTER_TEXTS.notYourEmail }));
  let session = null as LiveSession | null;
  const registered = await decideOnRoster(
    deps,
    sessionId,
    // The session (its capacity) as its stream says at decision time (an edit may have changed it while this waited its turn); read once, here.
    async () => {
      const current = (session = await loadLiveSession(deps.store, sessionId));
      if (!current) return new NotFound({ what: "session" });
      return {
        type: "RegisterParticipant",
        sessionId,
        participantId: account.userId,
        personKey: account.userId,
        email: input.email,
        emailVerified: account.emailVerified,
        message: input.message,
        requirementId: newId(),
        capacity: current.capacity,
        now: context.now.toISOString(),
      };
    },
    context,
    REGISTRATION_CONTENTION,
  );
  if (Either.isLeft(registered)) return Either.left(registered.left);
  const alreadyRegistered = registered.right.events.length === 0;
  if (!alreadyRegistered && session) await sendConfirmation(deps, session, input.email, account.userId, context).catch(onMailFailure);
  return Either.right({ ...registered.right, alreadyRegistered, confirmedEmail: input.email });
};

/** DELETE registration: a registered participant asks to be taken off the session, with a reason. */
export const requestRegistrationRemoval = async (
  deps: StoreDeps,
  actor: Actor,
  sessionId: string,
  reason: string,
  context: CommandContext,
): Promise<Either.Either<RosterChange, DomainError>> => {
  const [account, session] = await Promise.all([participantAccount(deps.store, actor), loadLiveSession(deps.store, sessionId)]);
  if (!account) return Either.left(new NotAllowed({ reason: PRODUCT_TEXTS.notAllowed }));
  if (!session) return Either.left(new NotFound({ what: "session" }));
  const email = account.email ? normaliseEmail(account.email) : "";
  const now = context.now.toISOString();
  const command: RosterCommand = { type: "RequestRemoval", sessionId, participantId: account.userId, personKey: account.userId, email, emailVerified: account.emailVerified, reason, now };
  return decideOnRoster(deps, sessionId, () => command, context);
};

/**
 * An attendee answered one of the session's evaluations (for the survey submission): once a
 * post-session one is recorded, staff can no longer take them off the registered list. The
 * address finds them on an entry staff listed under it only when their account proved it.
 */
export const recordAttendeeEvaluation = async (
  deps: StoreDeps,
  sessionId: string,
  participant: { readonly participantId: string; readonly email: string | null },
  surveyType: SurveyType,
  context?: CommandContext,
): Promise<Either.Either<RosterChange, DomainError>> => {
  const account = participant.email ? await loadAccount(deps.store, participant.participantId) : null;
  const email = participant.email !== null && account?.emailVerified && isSameAddress(account.email, participant.email) ? normaliseEmail(participant.email) : null;
  const command: RosterCommand = { type: "RecordAttendeeEvaluation", sessionId, participantId: participant.participantId, email, surveyType };
  return decideOnRoster(deps, sessionId, () => command, contextFor(deps, participant.participantId, context));
};
