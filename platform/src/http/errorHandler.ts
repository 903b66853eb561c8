import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { message, type Message } from "@wellbeing/domain";
import { requestLanguage, textIn } from "./language";
import { HttpProblem, problemIn } from "./problems";

const clientErrorText: Record<string, Message> = {
  FST_ERR_CTP_INVALID_JSON_BODY: message("request.invalidJson"),
  FST_ERR_CTP_EMPTY_JSON_BODY: message("request.emptyJson"),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: message("request.notJson"),
  FST_ERR_CTP_BODY_TOO_LARGE: message("request.tooLarge"),
};

/** Refusals answer `{ error, fields? }` with their status, in the caller's language; anything unexpected is a logged 500. */
export const answerError = (error: FastifyError | HttpProblem, request: FastifyRequest, reply: FastifyReply) => {
  const language = requestLanguage(request);
  if (error instanceof HttpProblem) return reply.status(error.status).send(problemIn(language, error.body));
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Fastify's own words for a request it refused (English only) go out as they are: the catalogues cannot know them.
    return reply.status(status).send({ error: textIn(language, clientErrorText[error.code] ?? message("request.unreadable", { detail: error.message })) });
  }
  request.log.error({ err: error }, "request failed");
  return reply.status(500).send({ error: textIn(language, message("errors.generic")) });
};

export const installErrorHandler = (app: FastifyInstance): void => {
  app.setErrorHandler(answerError);
};
