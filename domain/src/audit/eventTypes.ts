import { type Schema, SchemaAST } from "effect";
import { DomainEvent } from "../events";

// The names of every event the domain records, read from the event schema itself, so the history's
// type filter never misses a new event.

const typesIn = (ast: SchemaAST.AST): string[] => {
  if (SchemaAST.isUnion(ast)) return ast.types.flatMap(typesIn);
  if (SchemaAST.isTransformation(ast)) return typesIn(ast.to);
  if (SchemaAST.isRefinement(ast)) return typesIn(ast.from);
  if (!SchemaAST.isTypeLiteral(ast)) return [];
  const type = ast.propertySignatures.find((signature) => signature.name === "type")?.type;
  return type && SchemaAST.isLiteral(type) ? [String(type.literal)] : [];
};

/** The event types an event schema holds, sorted by name. */
export const eventTypesOf = (schema: Schema.Schema.Any): ReadonlyArray<string> => [...new Set(typesIn(schema.ast))].sort();

/** Every event type, sorted by name. */
export const DOMAIN_EVENT_TYPES: ReadonlyArray<string> = eventTypesOf(DomainEvent);
