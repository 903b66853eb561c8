/** Why a service must not start, in one line (a configuration or a server it cannot work with safely). */
export class RefusedToStart extends Error {
  readonly _tag = "RefusedToStart";

  constructor(reason: string) {
    super(reason.replace(/\s+/g, " ").trim());
  }
}

/** Ends the process as a refusal to start does: its one line on stderr, exit code 1. Anything else is thrown on. */
export const exitIfRefusedToStart = (error: unknown): never => {
  if (error instanceof RefusedToStart) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
};
