import { Either } from "effect";
import {
  ValidationFailed,
  decodeSessionForm,
  sessionDecider,
  sessionStream,
  type Actor,
  type DomainError,
  type EditSession,
} from "@wellbeing/domain";
import type { EventStore, Position } from "@wellbeing/platform";
import { decideAndAppend } from "../infrastructure/aggregateStore";
import type { CommandContext } from "../infrastructure/commandContext";
import { trainerFacts } from "./sessionActors";
import { sessionToManage } from "./sessionToManage";

/**
 * Edits a session (§2.9) with the create form. Whether the caller may manage the session is
 * answered before their input is judged; then the decider, seeing the session as it is and what
 * the write side knows of its current and chosen trainers, decides every rule before the one
 * event is appended.
 */
export const editSession = async (
  store: EventStore,
  actor: Actor,
  sessionId: string,
  input: unknown,
  context: CommandContext,
): Promise<Either.Either<{ position: Position | null }, DomainError>> => {
  const managed = await sessionToManage(store, actor, sessionId);
  if (Either.isLeft(managed)) return Either.left(managed.left);
  const form = decodeSessionForm(input);
  if (Either.isLeft(form)) return Either.left(new ValidationFailed({ fields: form.left }));

  const command: EditSession = {
    type: "EditSession",
    sessionId,
    form: form.right,
    actor,
    trainers: [...managed.right.currentTrainers, ...(await trainerFacts(store, [form.right.partnerTrainer1, form.right.partnerTrainer2]))],
    now: context.now.toISOString(),
  };
  const edited = await decideAndAppend({ store, streamId: sessionStream(sessionId), decider: sessionDecider, command, context });
  return Either.map(edited, ({ position }) => ({ position }));
};
