import { Either, type Schema } from "effect";
import { decodeFields } from "@wellbeing/domain";
import { badInput } from "./problems";

/** Decodes a request's input with its schema, or refuses it with 400 and each field's message. */
export const decodeInput = <A, I>(schema: Schema.Schema<A, I>, input: unknown): A => {
  const result = decodeFields(schema)(input ?? {});
  if (Either.isLeft(result)) throw badInput(result.left);
  return result.right;
};
