import { Either } from "effect";
import {
  ValidationFailed,
  decodeSessionForm,
  manageableSession,
  sessionDecider,
  sessionStream,
  type Actor,
  type DomainError,
  type EditSession,
} from "@wellbeing/domain";
import type { EventStore, Position } from "@wellbeing/platform";
import { decideAndAppend, loadState } from "../infrastructure/aggregateStore";
import type { CommandContext } from "../infrastructure/commandContext";
import { refusalOfActor, trainerFacts } from "./sessionActors";

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
  const refusal = await refusalOfActor(store, actor);
  if (refusal) return Either.left(refusal);
  const current = await loadState(store, sessionStream(sessionId), sessionDecider);
  const currentTrainers = current.status === "scheduled" ? await trainerFacts(store, current.trainerIds) : [];
  const session = manageableSession(current, actor, currentTrainers);
  if (Either.isLeft(session)) return Either.left(session.left);
  const form = decodeSessionForm(input);
  if (Either.isLeft(form)) return Either.left(new ValidationFailed({ fields: form.left }));

  const command: EditSession = {
    type: "EditSession",
    sessionId,
    form: form.right,
    actor,
    trainers: [...currentTrainers, ...(await trainerFacts(store, [form.right.partnerTrainer1, form.right.partnerTrainer2]))],
    now: context.now.toISOString(),
  };
  const edited = await decideAndAppend({ store, streamId: sessionStream(sessionId), decider: sessionDecider, command, context });
  return Either.map(edited, ({ position }) => ({ position }));
};
