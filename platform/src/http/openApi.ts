import { JSONSchema, Schema, SchemaAST } from "effect";
import { successStatusOf, type AnySchema, type Contract } from "@wellbeing/domain";
import { AUTH_COOKIE } from "../auth/tokens";

type JsonSchema = JSONSchema.JsonSchema7;

/** The body of every refusal (see problems.ts), as the document shows it. */
const Problem = Schema.Struct({
  error: Schema.String,
  fields: Schema.optional(Schema.Record({ key: Schema.String, value: Schema.String })),
}).annotations({ identifier: "Problem", description: "A refusal: its message, and for bad input the message of each field (by dot-separated path)." });

const refusal = (description: string) => ({ description, content: { "application/json": { schema: { $ref: "#/components/schemas/Problem" } } } });

/**
 * The document as validators read it: Effect names its `unknown` schema with an `$id`
 * ("/schemas/unknown") each time it appears, which JSON Schema forbids twice in one document, and
 * closes every object (`additionalProperties: false`) where the services ignore fields they do not
 * name. Both are taken out, everywhere.
 */
const asValidatorsRead = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(asValidatorsRead);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(
        ([key, member]) =>
          !(key === "additionalProperties" && member === false) && !(key === "$id" && typeof member === "string" && member.startsWith("/schemas/")),
      )
      .map(([key, member]) => [key, asValidatorsRead(member)]),
  );
};

const ALSO_ANSWERS = {
  429: "Too many requests: past a rate limit (Retry-After says when to try again)",
  502: "The mail server refused the e-mail or could not be reached",
} as const;

/** Fastify's `/a/:id` as OpenAPI's `/a/{id}`. */
const openApiPath = (path: string): string => path.replace(/:(\w+)/g, "{$1}");

/** An optional property's type without the `undefined` Effect adds to it (a parameter is either sent or not). */
const sentType = (ast: SchemaAST.AST): SchemaAST.AST =>
  SchemaAST.isUnion(ast) ? SchemaAST.Union.make(ast.types.filter((member) => !SchemaAST.isUndefinedKeyword(member))) : ast;

/** The object a path or query schema describes, under its refinements and transformations. */
const objectAst = (ast: SchemaAST.AST): SchemaAST.AST => (SchemaAST.isRefinement(ast) || SchemaAST.isTransformation(ast) ? objectAst(ast.from) : ast);

/**
 * The OpenAPI 3.1 document of these contracts: each schema as JSON Schema (Effect's JSONSchema),
 * named schemas shared under components. The session cookie authenticates every non-public endpoint.
 */
export const openApiDocument = (
  contracts: ReadonlyArray<Contract<any, any, any, any>>,
  info: { readonly title: string; readonly version: string },
  /** The slice each contract belongs to: its operations are grouped under that tag. */
  slices: Readonly<Record<string, ReadonlyArray<Contract<any, any, any, any>>>> = {},
) => {
  const sliceOf = new Map(Object.entries(slices).flatMap(([slice, members]) => members.map((contract) => [contract, slice] as const)));
  const definitions: Record<string, JsonSchema> = {};
  const jsonSchemaOf = (ast: SchemaAST.AST): JsonSchema =>
    JSONSchema.fromAST(ast, { definitions, definitionPath: "#/components/schemas/", target: "openApi3.1" });
  const content = (schema: AnySchema) => ({ "application/json": { schema: jsonSchemaOf(schema.ast) } });
  const parameters = (schema: AnySchema | undefined, location: "path" | "query") => {
    const ast = schema ? objectAst(schema.ast) : null;
    if (!ast || !SchemaAST.isTypeLiteral(ast)) return [];
    return ast.propertySignatures.map((property) => ({
      name: String(property.name),
      in: location,
      required: location === "path" || !property.isOptional,
      schema: jsonSchemaOf(sentType(property.type)),
    }));
  };

  const paths: Record<string, Record<string, unknown>> = {};
  for (const contract of contracts) {
    const guarded = contract.audience !== "anonymous";
    const status = successStatusOf(contract);
    (paths[openApiPath(contract.path)] ??= {})[contract.method.toLowerCase()] = {
      summary: contract.summary,
      ...(sliceOf.has(contract) ? { tags: [sliceOf.get(contract)!] } : {}),
      "x-audience": contract.audience,
      security: guarded ? [{ sessionCookie: [] }] : [],
      parameters: [...parameters(contract.params?.schema, "path"), ...parameters(contract.query?.schema, "query")],
      ...(contract.body ? { requestBody: { required: true, content: content(contract.body.schema) } } : {}),
      responses: {
        [String(status)]: contract.file
          ? {
              description: "Success: the file",
              content: { [contract.file.mediaType]: { schema: { type: "string", contentMediaType: contract.file.mediaType } } },
            }
          : status === 204
            ? { description: "Success, no content" }
            : { description: "Success", content: content(contract.answer) },
        ...(contract.body || contract.query ? { 400: refusal("Bad input: each field's message") } : {}),
        ...(guarded ? { 401: refusal("Not logged in"), 403: refusal("Not allowed") } : {}),
        ...(contract.params ? { 404: refusal("Nothing found at this path") } : {}),
        ...(contract.method !== "GET" ? { 409: refusal("A conflict: with what is recorded, or with a write made at the same moment") } : {}),
        ...Object.fromEntries(
          (contract.also ?? []).map((status) => [
            status,
            status === 503 ? { description: "Not ready: the same body", content: content(contract.answer) } : refusal(ALSO_ANSWERS[status]),
          ]),
        ),
      },
    };
  }
  jsonSchemaOf(Problem.ast);

  return asValidatorsRead({
    openapi: "3.1.0",
    info,
    tags: Object.keys(slices).map((name) => ({ name })),
    paths,
    components: {
      schemas: definitions,
      securitySchemes: { sessionCookie: { type: "apiKey", in: "cookie", name: AUTH_COOKIE } },
    },
  }) as {
    readonly openapi: string;
    readonly info: typeof info;
    readonly tags: ReadonlyArray<{ readonly name: string }>;
    readonly paths: Record<string, Record<string, unknown>>;
    readonly components: { readonly schemas: Record<string, JsonSchema>; readonly securitySchemes: Record<string, unknown> };
  };
};
