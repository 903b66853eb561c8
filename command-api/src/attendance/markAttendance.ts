import { Either } from "effect";
import type { Actor, DomainError, MarkAttendanceInput } from "@wellbeing/domain";
import type { EventStore } from "@wellbeing/platform";
import type { CommandContext } from "../infrastructure/commandContext";
import { sessionToManage } from "../sessions/sessionToManage";
import { markOnRegister, type Marked } from "./register";

/** POST attendance: staff who may manage the session tick a registered attendee on one of its dates (§2.10's register). */
export const markAttendance = async (
  store: EventStore,
  actor: Actor,
  sessionId: string,
  input: MarkAttendanceInput,
  context: CommandContext,
): Promise<Either.Either<Marked, DomainError>> => {
  const managed = await sessionToManage(store, actor, sessionId);
  if (Either.isLeft(managed)) return Either.left(managed.left);
  return markOnRegister(
    store,
    managed.right.session,
    { personKey: input.personKey },
    { sessionDate: input.sessionDate, mark: input.mark, method: "register", recordedBy: actor.userId, recordedAs: actor.role, commandId: input.commandId },
    context,
  );
};
