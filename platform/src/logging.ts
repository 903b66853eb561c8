import pino from "pino";

/** Structured log lines of a background worker (the projector, reactions): a message and its details. */
export interface WorkerLogger {
  info(message: string, details?: Record<string, unknown>): void;
  error(message: string, details?: Record<string, unknown>): void;
}

/**
 * A JSON-lines logger on stderr, as Fastify's own (pino), for the workers beside the HTTP services.
 * `false` (tests) logs nothing.
 */
export const workerLogger = (name: string, setting: boolean | { level: string } | undefined): WorkerLogger => {
  const level = setting === undefined || setting === false ? "silent" : setting === true ? "info" : setting.level;
  const log = pino({ name, level }, pino.destination(2));
  return {
    info: (message, details) => log.info(details ?? {}, message),
    error: (message, details) => log.error(details ?? {}, message),
  };
};
