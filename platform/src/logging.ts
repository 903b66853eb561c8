import pino from "pino";

/** How a process logs: not at all (`false`, tests), at info (`true`), or at a level, optionally into a stream of its own (tests read it). */
export type LogSetting = boolean | { readonly level: string; readonly stream?: pino.DestinationStream };

/** Structured log lines of a background worker (the projector, reactions, mail): a message and its details. */
export interface WorkerLogger {
  info(message: string, details?: Record<string, unknown>): void;
  error(message: string, details?: Record<string, unknown>): void;
}

/**
 * A JSON-lines logger on stderr, as Fastify's own (pino), for the workers beside the HTTP services.
 * `false` (tests) logs nothing.
 */
export const workerLogger = (name: string, setting: LogSetting | undefined): WorkerLogger => {
  const level = setting === undefined || setting === false ? "silent" : setting === true ? "info" : setting.level;
  const stream = typeof setting === "object" && setting.stream ? setting.stream : pino.destination(2);
  const log = pino({ name, level }, stream);
  return {
    info: (message, details) => log.info(details ?? {}, message),
    error: (message, details) => log.error(details ?? {}, message),
  };
};
