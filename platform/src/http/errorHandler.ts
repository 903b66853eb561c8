import type { FastifyError, FastifyInstance } from "fastify";
import { ERRORS } from "@wellbeing/domain";
import { HttpProblem } from "./problems";

const clientErrorText: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: "The request body is not valid JSON",
  FST_ERR_CTP_EMPTY_JSON_BODY: "The request body is empty",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "Send the request body as application/json",
  FST_ERR_CTP_BODY_TOO_LARGE: "The request body is too large",
};

/** Refusals answer `{ error, fields? }` with their status; anything unexpected is a logged 500. */
export const installErrorHandler = (app: FastifyInstance): void => {
  app.setErrorHandler((error: FastifyError | HttpProblem, request, reply) => {
    if (error instanceof HttpProblem) return reply.status(error.status).send(error.body);
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ error: clientErrorText[error.code] ?? error.message });
    }
    request.log.error({ err: error }, "request failed");
    return reply.status(500).send({ error: ERRORS.generic });
  });
};
