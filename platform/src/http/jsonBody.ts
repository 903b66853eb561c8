import type { FastifyInstance } from "fastify";
import { message } from "@wellbeing/domain";
import { badInput } from "./problems";

/** How deeply a request body may nest objects and arrays: every form of ours needs 3 or 4. */
export const MAX_JSON_DEPTH = 32;

/** The deepest nesting of objects and arrays in JSON text, counted in one pass that skips strings. */
export const jsonDepth = (text: string): number => {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c /* \ */) index += 1;
      else if (char === 0x22 /* " */) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b /* { */ || char === 0x5b /* [ */) deepest = Math.max(deepest, (depth += 1));
    else if (char === 0x7d /* } */ || char === 0x5d /* ] */) depth -= 1;
  }
  return deepest;
};

/**
 * JSON bodies as Fastify parses them (prototype-poisoning keys refused), but a body nested deeper
 * than MAX_JSON_DEPTH is refused first with 400: a deep body would overflow the stack of whatever
 * walks it later (decoding, formatting the errors).
 */
export const installJsonBodyParser = (app: FastifyInstance): void => {
  const parse = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    if (jsonDepth(body as string) > MAX_JSON_DEPTH) return done(badInput({ _: message("input.nestedTooDeeply") }), undefined);
    return parse(request, body as string, done);
  });
};
