import { Either, Schema } from "effect";
import { SHORT_ID_PATTERN } from "@wellbeing/domain";
import { notFound } from "@wellbeing/platform";

const UuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A path id that is not even well formed names nothing: 404, like an unknown one. */
export const idParam = (params: unknown, what: string): string => {
  const decoded = Schema.decodeUnknownEither(Schema.Struct({ id: Schema.String.pipe(Schema.pattern(UuidPattern)) }))(params);
  if (Either.isLeft(decoded)) throw notFound(what);
  return decoded.right.id.toLowerCase();
};

/** A public page's :shortId; one not well formed names nothing: 404. */
export const shortIdParam = (params: unknown, what: string): string => {
  const decoded = Schema.decodeUnknownEither(Schema.Struct({ shortId: Schema.String.pipe(Schema.pattern(SHORT_ID_PATTERN)) }))(params);
  if (Either.isLeft(decoded)) throw notFound(what);
  return decoded.right.shortId;
};
