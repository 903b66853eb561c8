import { Either } from "effect";
import { customAlphabet } from "nanoid";
import {
  Conflict,
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
  message,
} from "@wellbeing/domain";
import type { EventStore, Position } from "@wellbeing/platform";
import { appendClaimed, decideClaim } from "../infrastructure/claimedAppend";
import { newId, type CommandContext } from "../infrastructure/commandContext";
import { refusalOfActor, trainerFacts } from "./actors";

const generateShortId = customAlphabet(SHORT_ID_ALPHABET, SHORT_ID_LENGTH);
const SHORT_ID_ATTEMPTS = 5;

/**
 * Schedules a session: every rule is decided before anything is written, so a refusal appends
 * nothing; then a fresh short id is claimed together with the session (drawing again on the rare
 * clash), so a claim never lands without its session.
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

  for (let attempt = 0; attempt < SHORT_ID_ATTEMPTS; attempt += 1) {
    const shortId = generateShortId();
    const scheduled = sessionDecider.decide(command(shortId), sessionDecider.initialState);
    if (Either.isLeft(scheduled)) return Either.left(scheduled.left);
    const claim = decideClaim(
      shortIdDecider,
      { streamId: shortIdStream(shortId), state: shortIdDecider.initialState, revision: "no_stream" },
      { type: "ClaimShortId", sessionId },
    );
    if (Either.isLeft(claim)) return Either.left(claim.left);
    const record = { streamId: sessionStream(sessionId), events: scheduled.right, expectedRevision: "no_stream" as const };
    const outcome = await appendClaimed(store, { claim: claim.right, record }, context);
    if (outcome._tag === "Landed") return Either.right({ id: sessionId, shortId, position: outcome.position });
    if (outcome._tag === "RecordMoved") return Either.left(new Conflict({ reason: message("product.concurrentChange") }));
  }
  throw new Error("could not find a free short id");
};
