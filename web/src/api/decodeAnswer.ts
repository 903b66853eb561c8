import { Either, Schema } from "effect";
import { ApiError, somethingWentWrong } from "./apiError";
import type { AnyContract } from "./client";

/** An answer as its contract describes it: decoded by the schema the service encoded it with; anything else is a server fault. */
export const decodeAnswer = <C extends AnyContract>(contract: C, payload: unknown): C["answer"]["Type"] => {
  const decoded = Schema.decodeUnknownEither(contract.answer)(payload);
  if (Either.isLeft(decoded)) throw new ApiError(500, somethingWentWrong);
  return decoded.right;
};
