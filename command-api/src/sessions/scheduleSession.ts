import { Either } from "effect";
import { customAlphabet } from "nanoid";
import {
  Conflict,
  PRODUCT_TEXTS,
  SHORT_ID_ALPHABET,
  SHORT_ID_LENGTH,
  sessionDecider,
  sessionStream,
  shortIdDecider,
  shortIdStream,
  type Actor,
  type DomainError,
  type ScheduleSession,
  type SessionForm,
} from "@wellbeing/domain";
import type { EventStore, Position } from "@wellbeing/platform";
import { decideAndAppend } from "../infrastructure/aggregateStore";
import { newId, type CommandContext } from "../infrastructure/commandContext";
import { refusalOfActor, trainerFacts } from "./sessionActors";

const generateShortId = customAlphabet(SHORT_ID_ALPHABET, SHORT_ID_LENGTH);
const SHORT_ID_ATTEMPTS = 5;

/** Claims a fresh short id for the session on its index stream, drawing again on the rare clash. */
const claimShortId = async (store: EventStore, sessionId: string, context: CommandContext): Promise<string> => {
  for (let attempt = 0; attempt < SHORT_ID_ATTEMPTS; attempt += 1) {
    const shortId = generateShortId();
    const claimed = await decideAndAppend({
      store,
      streamId: shortIdStream(shortId),
      decider: shortIdDecider,
      command: { type: "ClaimShortId", sessionId },
      context,
    });
    if (Either.isRight(claimed)) return shortId;
  }
  throw new Error("could not find a free short id");
};

const releaseShortId = async (store: EventStore, shortId: string, sessionId: string, context: CommandContext): Promise<void> => {
  await decideAndAppend({ store, streamId: shortIdStream(shortId), decider: shortIdDecider, command: { type: "ReleaseShortId", sessionId }, context });
};

/**
 * Schedules a session: every rule is decided before anything is written, so a refusal appends
 * nothing; then the short id is claimed and the session recorded.
 */
export const scheduleSession = async (
  store: EventStore,
  actor: Actor,
  form: SessionForm,
  context: CommandContext,
): Promise<Either.Either<{ id: string; shortId: string; position: Position }, DomainError>> => {
  const refusal = await refusalOfActor(store, actor);
  if (refusal) return Either.left(refusal);

  const sessionId = newId();
  const trainers = await trainerFacts(store, [form.partnerTrainer1, form.partnerTrainer2]);
  const command = (shortId: string): ScheduleSession => ({
    type: "ScheduleSession",
    sessionId,
    shortId,
    form,
    actor,
    trainers,
    now: context.now.toISOString(),
  });
  const dryRun = sessionDecider.decide(command("pending"), sessionDecider.initialState);
  if (Either.isLeft(dryRun)) return Either.left(dryRun.left);

  const shortId = await claimShortId(store, sessionId, context);
  // The claim lands with its session or is given back: a session that could not be recorded leaves no claim behind.
  const giveBack = () => releaseShortId(store, shortId, sessionId, context);
  const scheduled = await decideAndAppend({ store, streamId: sessionStream(sessionId), decider: sessionDecider, command: command(shortId), context }).catch(
    async (error: unknown) => {
      await giveBack();
      throw error;
    },
  );
  if (Either.isLeft(scheduled) || !scheduled.right.position) {
    await giveBack();
    return Either.left(Either.isLeft(scheduled) ? scheduled.left : new Conflict({ reason: PRODUCT_TEXTS.concurrentChange }));
  }
  return Either.right({ id: sessionId, shortId, position: scheduled.right.position });
};
