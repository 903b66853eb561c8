import { SchemaAST } from "effect";
import { DomainEvent } from "../events";
import { en } from "./catalogue.en";
import type { Translate } from "../i18n/translate";

// What the event history calls the fields of an event's data, in the reader's language (issue 26):
// the recorded names are the code's, in English.

/** The object shapes a schema can take, through unions, transformations and refinements. */
const shapesOf = (ast: SchemaAST.AST): SchemaAST.TypeLiteral[] => {
  if (SchemaAST.isUnion(ast)) return ast.types.flatMap(shapesOf);
  if (SchemaAST.isTransformation(ast)) return shapesOf(ast.to);
  if (SchemaAST.isRefinement(ast)) return shapesOf(ast.from);
  return SchemaAST.isTypeLiteral(ast) ? [ast] : [];
};

const namesOf = (shape: SchemaAST.TypeLiteral): string[] => shape.propertySignatures.map((signature) => String(signature.name));

/** Every field an event's data can hold, read from the event schema itself, sorted by name. */
export const DOMAIN_EVENT_DATA_FIELDS: ReadonlyArray<string> = [
  ...new Set(
    shapesOf(DomainEvent.ast).flatMap((event) => {
      const data = event.propertySignatures.find((signature) => signature.name === "data");
      return data ? shapesOf(data.type).flatMap(namesOf) : [];
    }),
  ),
].sort();

type LabelledField = keyof typeof en.auditFields;

const isLabelled = (field: string): field is LabelledField => Object.hasOwn(en.auditFields, field);

/** A recorded field's name as the history shows it; one the catalogue does not name yet, as recorded. */
export const auditFieldLabel = (t: Translate, field: string): string => (isLabelled(field) ? t(`auditFields.${field}`) : field);
