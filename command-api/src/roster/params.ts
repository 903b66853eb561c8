import { Either, Schema } from "effect";
import { notFound } from "@wellbeing/platform";

const SessionIdParams = Schema.Struct({
  sessionId: Schema.String.pipe(Schema.pattern(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i)),
});

/** A path session id that is not even well formed names no session: 404, like an unknown one. */
export const sessionIdParam = (params: unknown): string => {
  const decoded = Schema.decodeUnknownEither(SessionIdParams)(params);
  if (Either.isLeft(decoded)) throw notFound("session");
  return decoded.right.sessionId.toLowerCase();
};
