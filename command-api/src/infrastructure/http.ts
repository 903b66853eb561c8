import { Either } from "effect";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { DomainError } from "@wellbeing/domain";
import { markWrite, problemOf, type Position } from "@wellbeing/platform";
import type { CommandContext } from "./commandContext";

export const contextOf = (request: FastifyRequest, now: Date): CommandContext => ({
  actorId: request.caller?.userId ?? null,
  correlationId: request.id,
  now,
});

/** The value of a decision, or the domain error answered as its HTTP refusal. */
export const orRefuse = <A>(result: Either.Either<A, DomainError>): A => {
  if (Either.isLeft(result)) throw problemOf(result.left);
  return result.right;
};

/** Marks a command's answer with where its last event landed, for read-your-writes queries (header and cookie). */
export const withConsistencyToken = (reply: FastifyReply, position: Position | null): FastifyReply => (position ? markWrite(reply, position) : reply);
