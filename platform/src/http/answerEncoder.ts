import { Either, Schema, SchemaAST } from "effect";

// An answer's encoder compiled once from its schema, for the shapes answers are made of (structs of
// required fields, arrays, strings, numbers, booleans, literals, nullable values): what it gives is what
// Effect Schema's encoding gives (the schema's fields in the schema's order, nothing else), without
// Effect's per-field bookkeeping, which cost a page of 100 sessions milliseconds per request (issue 30).
// Any other node (a refinement, a transformation, an optional field…) is encoded by Effect itself.

/** What a compiled encoder gives for a value its schema refuses: the caller then asks Effect, which says why. */
export const REFUSED: unique symbol = Symbol("refused");

type Encoder = (value: unknown) => unknown;

const byEffect = (ast: SchemaAST.AST): Encoder => {
  const encode = Schema.encodeUnknownEither(Schema.make(ast));
  return (value) => {
    const encoded = encode(value, { onExcessProperty: "ignore" });
    return Either.isRight(encoded) ? encoded.right : REFUSED;
  };
};

const isRecord = (value: unknown): value is Record<PropertyKey, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

const structEncoder = (ast: SchemaAST.TypeLiteral): Encoder => {
  const fields = ast.propertySignatures.map((field) => ({ name: field.name, encode: compile(field.type) }));
  return (value) => {
    if (!isRecord(value)) return REFUSED;
    const output: Record<PropertyKey, unknown> = {};
    for (const field of fields) {
      const encoded = field.encode(value[field.name]);
      if (encoded === REFUSED) return REFUSED;
      output[field.name] = encoded;
    }
    return output;
  };
};

const arrayEncoder =
  (item: Encoder): Encoder =>
  (value) => {
    if (!Array.isArray(value)) return REFUSED;
    const output = new Array<unknown>(value.length);
    for (let index = 0; index < value.length; index += 1) {
      const encoded = item(value[index]);
      if (encoded === REFUSED) return REFUSED;
      output[index] = encoded;
    }
    return output;
  };

/** A union of literals and at most one other member (a nullable value, a choice of words). */
const unionEncoder = (ast: SchemaAST.Union): Encoder | null => {
  const literals = new Set<unknown>();
  const others: SchemaAST.AST[] = [];
  for (const member of ast.types) {
    if (SchemaAST.isLiteral(member)) literals.add(member.literal);
    else others.push(member);
  }
  if (others.length > 1) return null;
  const other = others[0] === undefined ? null : compile(others[0]);
  return (value) => (literals.has(value) ? value : other ? other(value) : REFUSED);
};

const compile = (ast: SchemaAST.AST): Encoder => {
  switch (ast._tag) {
    case "StringKeyword":
      return (value) => (typeof value === "string" ? value : REFUSED);
    case "NumberKeyword":
      return (value) => (typeof value === "number" ? value : REFUSED);
    case "BooleanKeyword":
      return (value) => (typeof value === "boolean" ? value : REFUSED);
    case "Literal": {
      const literal = ast.literal;
      return (value) => (value === literal ? value : REFUSED);
    }
    case "Union":
      return unionEncoder(ast) ?? byEffect(ast);
    case "TupleType":
      return ast.elements.length === 0 && ast.rest.length === 1 ? arrayEncoder(compile(ast.rest[0]!.type)) : byEffect(ast);
    case "TypeLiteral":
      return ast.propertySignatures.length > 0 && ast.indexSignatures.length === 0 && ast.propertySignatures.every((field) => !field.isOptional)
        ? structEncoder(ast)
        : byEffect(ast);
    default:
      return byEffect(ast);
  }
};

const compiled = new WeakMap<SchemaAST.AST, Encoder>();

/** The schema's encoder, compiled the first time it is asked for. */
export const answerEncoder = (schema: Schema.Schema.AnyNoContext): Encoder => {
  let encoder = compiled.get(schema.ast);
  if (!encoder) {
    encoder = compile(schema.ast);
    compiled.set(schema.ast, encoder);
  }
  return encoder;
};
