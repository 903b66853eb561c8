import { Either } from "effect";
import { sessionDecider, sessionStream, type Actor, type DomainError, type EditSession, type SessionForm } from "@wellbeing/domain";
import type { EventStore, Position } from "@wellbeing/platform";
import { decideAndAppend } from "../infrastructure/aggregateStore";
import type { CommandContext } from "../infrastructure/commandContext";
import { trainerFacts } from "./actors";
import type { SessionToManage } from "./sessionToManage";

/**
 * Edits a session (§2.9) with the create form. The caller was found allowed to manage the session
 * (sessionToManage) before their form was judged; the decider, seeing the session as it is and what
 * the write side knows of its current and chosen trainers, decides every rule before the one event
 * is appended.
 */
export const editSession = async (
  store: EventStore,
  actor: Actor,
  managed: SessionToManage,
  form: SessionForm,
  context: CommandContext,
): Promise<Either.Either<{ position: Position | null }, DomainError>> => {
  const sessionId = managed.session.sessionId;
  const command: EditSession = {
    type: "EditSession",
    sessionId,
    form,
    actor,
    trainers: [...managed.currentTrainers, ...(await trainerFacts(store, [form.partnerTrainer1, form.partnerTrainer2]))],
    now: context.now.toISOString(),
  };
  const edited = await decideAndAppend({ store, streamId: sessionStream(sessionId), decider: sessionDecider, command, context });
  return Either.map(edited, ({ position }) => ({ position }));
};
