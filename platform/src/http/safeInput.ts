import type { FastifyInstance } from "fastify";
import { hasUnsafeCharacters, message } from "@wellbeing/domain";
import { badInput } from "./problems";

/** The path of the first string (key or value) no read model can hold, or null. Bodies are at most MAX_JSON_DEPTH deep. */
const firstUnsafe = (value: unknown, path: string): string | null => {
  if (typeof value === "string") return hasUnsafeCharacters(value) ? path || "_" : null;
  if (typeof value !== "object" || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key;
    if (hasUnsafeCharacters(key)) return itemPath;
    const found = firstUnsafe(item, itemPath);
    if (found) return found;
  }
  return null;
};

/**
 * The safety net under every route's own schema: a body or query string holding text no read
 * model can hold (NUL, control characters, lone surrogates) anywhere is refused with 400 naming the
 * field, before any handler runs, so nothing of it can be recorded. (Path ids are decoded by each
 * route: a malformed one names nothing, 404.)
 */
export const installSafeInputCheck = (app: FastifyInstance): void => {
  app.addHook("preValidation", async (request) => {
    const field = firstUnsafe(request.query, "") ?? firstUnsafe(request.body, "");
    if (field) throw badInput({ [field]: message("input.unsupportedCharacters") });
  });
};
