import { Either, type Schema } from "effect";
import { requestPart, type RequestPart } from "@wellbeing/domain";
import { badInput } from "./problems";

/** Decodes a part of a request (absent reads as {}), or refuses it with 400 and each field's message. */
export const decodeRequestPart = <A>(part: RequestPart<A>, input: unknown): A => {
  const decoded = part.decode(input ?? {});
  if (Either.isLeft(decoded)) throw badInput(decoded.left);
  return decoded.right;
};

/** Decodes a request's input with its schema, or refuses it with 400 and each field's message. */
export const decodeInput = <A, I>(schema: Schema.Schema<A, I>, input: unknown): A => decodeRequestPart(requestPart(schema), input);
