import { type Either, Schema } from "effect";
import type { FieldMessages, MissingThing } from "../shared/domainError";
import { decodeFields } from "../shared/fieldErrors";
import { Uuid } from "../shared/fields";
import type { ReadModelName } from "../readModels";

// The contract of one HTTP endpoint: what it takes, what it answers, who may call it. The services
// register their routes from these, and the OpenAPI document is generated from them.

type HttpMethod = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

/** Who may call an endpoint: anyone, a logged-in person of any role, a participant, staff, or the event history's readers (admins, auditors). */
export type Audience = "anonymous" | "account" | "participant" | "staff" | "auditors";

/** A schema with no requirements, whatever it decodes to. */
export type AnySchema = Schema.Schema<any, any>;

/** A part of a request the service decodes: its schema documents the wire shape, `decode` judges it field by field. */
export interface RequestPart<A> {
  readonly schema: AnySchema;
  readonly decode: (input: unknown) => Either.Either<A, FieldMessages>;
}

/** A request part decoded by its schema alone. */
export const requestPart = <A, I>(schema: Schema.Schema<A, I>): RequestPart<A> => ({ schema, decode: decodeFields(schema) });

/** A form whose rules go beyond one schema (parts judged together): the schema documents it, `decode` judges it. */
export const formPart = <A>(schema: AnySchema, decode: (input: unknown) => Either.Either<A, FieldMessages>): RequestPart<A> => ({ schema, decode });

/**
 * The path's parameters; one that does not decode names nothing: 404 "No <names> found", like an
 * unknown one (`names` per parameter when the path names several things).
 */
export interface PathParams<A> {
  readonly schema: Schema.Schema<A, any>;
  readonly names: MissingThing | Readonly<Record<string, MissingThing>>;
}

export interface Contract<P = unknown, Q = unknown, B = unknown, Answer extends AnySchema = AnySchema> {
  readonly method: HttpMethod;
  /** Fastify's path pattern, e.g. `/api/session-details/:id`. */
  readonly path: string;
  readonly summary: string;
  readonly audience: Audience;
  readonly params?: PathParams<P>;
  readonly query?: RequestPart<Q>;
  readonly body?: RequestPart<B>;
  /** What a success answers; only the fields it names leave the service. */
  readonly answer: Answer;
  /** The status of a success with a body (200 unless said); an answer of `NoContent` is a 204. */
  readonly status?: 200 | 201;
  /**
   * What it may answer beyond a success and the usual refusals (400, 401, 403, 404, 409 for a
   * command): 429 past a rate limit, 502 when the mail server refused, 503 not ready (with the
   * answer's own body).
   */
  readonly also?: ReadonlyArray<429 | 502 | 503>;
  /**
   * A file download, not JSON: the media type of the body the handler streams itself (its answer
   * is then `FileBody`, and the handler answers the reply it sent).
   */
  readonly file?: { readonly mediaType: "text/csv" | "application/pdf" | "application/zip" };
  /**
   * A read's answer comes from these read models: a request carrying a consistency token waits for
   * them (and only them) to pass the caller's latest write. Every GET names its own (`[]` when it reads
   * no read model); a read sent as POST names them too.
   */
  readonly readModels?: ReadonlyArray<ReadModelName>;
}

/** A GET must say which read models it answers from; other methods may (a read sent as POST). */
type ReadModelsOf<M extends HttpMethod> = M extends "GET" ? { readonly readModels: ReadonlyArray<ReadModelName> } : unknown;

/** The answer of a file download: the bytes the handler sends, as the document describes them. */
export const FileBody = Schema.Unknown.annotations({ identifier: "FileBody", description: "The file's bytes" });

/** The answer of a 204: nothing. */
export const NoContent = Schema.Void.annotations({ identifier: "NoContent", description: "No body (204)" });

/** The status a contract's success answers: 204 for no content, else its own (200 unless said). */
export const successStatusOf = (contract: Contract<any, any, any, any>): 200 | 201 | 204 => (contract.answer === NoContent ? 204 : (contract.status ?? 200));

/** Names a contract with its types inferred. */
export const defineContract = <P = undefined, Q = undefined, B = undefined, Answer extends AnySchema = AnySchema, M extends HttpMethod = HttpMethod>(
  definition: Contract<P, Q, B, Answer> & { readonly method: M } & ReadModelsOf<M>,
): Contract<P, Q, B, Answer> => definition;

/** A path id, a uuid in any case, read lowercased. */
export const PathId = Uuid.pipe(Schema.compose(Schema.Lowercase));

/** The `:id` (or another key) of a path naming one `names`. */
export const idParams = <const Key extends string = "id">(names: MissingThing, key: Key = "id" as Key): PathParams<{ readonly [K in Key]: string }> => ({
  schema: Schema.Struct({ [key]: PathId }) as unknown as Schema.Schema<{ readonly [K in Key]: string }, { readonly [K in Key]: string }>,
  names,
});

/** Several path ids, each naming its thing: `{ sessionId: "session", scheduledEmailId: "scheduled email" }`. */
export const idsParams = <const Keys extends string>(names: { readonly [K in Keys]: MissingThing }): PathParams<{ readonly [K in Keys]: string }> => ({
  schema: Schema.Struct(Object.fromEntries(Object.keys(names).map((key) => [key, PathId]))) as unknown as Schema.Schema<
    { readonly [K in Keys]: string },
    { readonly [K in Keys]: string }
  >,
  names,
});

/** The type of what an endpoint answers, as it travels (and the web reads it). */
export type WireAnswerOf<C extends Contract<any, any, any, any>> = C["answer"]["Encoded"];
