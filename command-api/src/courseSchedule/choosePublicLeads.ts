import { Either } from "effect";
import { COURSE_SCHEDULE_STREAM, courseScheduleDecider, type Actor, type DomainError, type TrainerFacts } from "@wellbeing/domain";
import type { EventStore, Position } from "@wellbeing/platform";
import { decideAndAppend } from "../infrastructure/aggregateStore";
import type { CommandContext } from "../infrastructure/commandContext";
import { refusalOfActor, trainerFactsOf } from "../sessions/actors";
import { loadAccounts } from "../users/accounts";

interface PublicLead {
  readonly _id: string;
  readonly name: string | null;
  readonly showSessionsPublicly: true;
}

/**
 * Records which local leads' sessions the public course schedule shows. The chosen ids are checked
 * against their accounts on the write side; the answer lists the leads now shown publicly.
 */
export const choosePublicLeads = async (
  store: EventStore,
  actor: Actor,
  leadIds: ReadonlyArray<string>,
  context: CommandContext,
): Promise<Either.Either<{ leads: PublicLead[]; position: Position | null }, DomainError>> => {
  const refusal = await refusalOfActor(store, actor);
  if (refusal) return Either.left(refusal);

  const ids = [...new Set(leadIds.map((id) => id.toLowerCase()))];
  const accounts = (await loadAccounts(store, ids)).flatMap((found) => (found ? [found] : []));
  const leads: TrainerFacts[] = accounts.map(trainerFactsOf);
  const decided = await decideAndAppend({
    store,
    streamId: COURSE_SCHEDULE_STREAM,
    decider: courseScheduleDecider,
    command: { type: "ChoosePublicLeads", leadIds: ids, actor, leads, now: context.now.toISOString() },
    context,
  });
  return Either.map(decided, ({ position }) => ({
    leads: accounts.map((lead) => ({ _id: lead.userId, name: lead.name, showSessionsPublicly: true as const })),
    position,
  }));
};
