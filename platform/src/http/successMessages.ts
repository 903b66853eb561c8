import { isMessage, type Text } from "@wellbeing/domain";
import type { FastifyInstance } from "fastify";
import { requestLanguage, textIn } from "./language";

const isText = (value: unknown): value is Text => typeof value === "string" || isMessage(value);

/**
 * A 2xx answer's `{ message }` (Email successfully canceled, ...) in the caller's language, as the
 * `{ error, fields }` refusals are (errorHandler): the same words, read back to their catalogue
 * message and worded for the caller. Only the answer's own top-level message: nested ones are data.
 */
export const installSuccessMessages = (app: FastifyInstance): void => {
  app.addHook("preSerialization", async (request, reply, payload: unknown) => {
    if (reply.statusCode < 200 || reply.statusCode >= 300 || typeof payload !== "object" || payload === null || Array.isArray(payload)) return payload;
    const { message } = payload as { message?: unknown };
    return isText(message) ? { ...payload, message: textIn(requestLanguage(request), message) } : payload;
  });
};
