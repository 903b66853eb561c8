import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";

/** The header a request's correlation id travels in (in and out), from the browser to the logs of every tier. */
export const CORRELATION_HEADER = "x-correlation-id";

// A caller's id is kept only when it is short and plain: it goes into logs and events as it is.
const ACCEPTABLE_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/** The caller's correlation id when it is acceptable, else a new one. */
export const correlationIdOf = (header: string | string[] | undefined): string => {
  const given = Array.isArray(header) ? header[0] : header;
  return given !== undefined && ACCEPTABLE_ID.test(given) ? given : randomUUID();
};

const current = new AsyncLocalStorage<{ readonly correlationId: string }>();

/** The correlation id of the request (or event) whose work is running now, if any. */
export const currentCorrelationId = (): string | undefined => current.getStore()?.correlationId;

/** Runs `work` (and everything it starts) under a correlation id: what an e-mail it sends is logged with. */
export const withCorrelationId = <T>(correlationId: string, work: () => T): T => current.run({ correlationId }, work);

/**
 * Each request's id is its correlation id (Fastify's `genReqId` reads the header): answered in the
 * header, logged with every line of the request, and the handler runs under it, so the events it
 * appends and the e-mails it sends carry it.
 */
export const installCorrelation = (app: FastifyInstance): void => {
  app.addHook("onRequest", (request, reply, done) => {
    void reply.header(CORRELATION_HEADER, request.id);
    done();
  });
  app.addHook("preHandler", (request, _reply, done) => withCorrelationId(request.id, done));
};
