import { Either } from "effect";
import type { FieldMessages, RequestPart } from "@wellbeing/domain";
import { badInput } from "./problems";

/** A decoded input, or 400 with each field's message. */
export const orBadInput = <A>(decoded: Either.Either<A, FieldMessages>): A => {
  if (Either.isLeft(decoded)) throw badInput(decoded.left);
  return decoded.right;
};

/** Decodes a part of a request (absent reads as {}), or refuses it with 400 and each field's message. */
export const decodeRequestPart = <A>(part: RequestPart<A>, input: unknown): A => orBadInput(part.decode(input ?? {}));
