import { Either, Schema } from "effect";
import type { FastifyReply, FastifyRequest } from "fastify";
import { Uuid, type DomainError } from "@wellbeing/domain";
import { markWrite, notFound, problemOf, type Position } from "@wellbeing/platform";
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

/** A path id (lowercased); one that is not even a well-formed uuid names nothing: 404 "No <what> found", like an unknown one. */
export const idParam = (params: unknown, name: string, what: string): string => {
  const decoded = Schema.decodeUnknownEither(Schema.Struct({ [name]: Uuid }))(params, { onExcessProperty: "ignore" });
  if (Either.isLeft(decoded)) throw notFound(what);
  return decoded.right[name]!.toLowerCase();
};

