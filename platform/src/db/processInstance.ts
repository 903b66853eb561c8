import { randomBytes } from "node:crypto";
import { holdAdvisoryLock } from "./advisoryLock";

/**
 * This process, as other processes can see it: a random key it holds a session advisory lock on
 * for as long as it lives. Work it claims carries the key; a key whose lock is free (the server
 * dropped the session of a dead process) marks work whose claimer is gone.
 */
export interface ProcessInstance {
  /** The key, while this process holds its lock; a lapse (its connection lost) throws, as claims made then could look dead. */
  claimKey(): bigint;
  stop(): Promise<void>;
}

class InstanceLockLost extends Error {
  constructor() {
    super("this process does not hold its instance lock right now (database connection lost)");
  }
}

/** Takes this process's instance lock; resolves once it is held. */
export const startProcessInstance = async (options: {
  databaseUrl: string;
  checkEveryMs?: number;
  onError?: (error: unknown) => void;
}): Promise<ProcessInstance> => {
  const key = randomBytes(8).readBigInt64BE(0);
  let held = false;
  let firstHeld: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (firstHeld = resolve));
  const holder = holdAdvisoryLock({
    databaseUrl: options.databaseUrl,
    key,
    label: "process-instance",
    checkEveryMs: options.checkEveryMs,
    onError: options.onError,
    whileHeld: async (lost) => {
      held = true;
      firstHeld();
      await new Promise<void>((resolve) => (lost.aborted ? resolve() : lost.addEventListener("abort", () => resolve(), { once: true })));
      held = false;
    },
  });
  await ready;
  return {
    claimKey: () => {
      if (!held) throw new InstanceLockLost();
      return key;
    },
    stop: () => holder.stop(),
  };
};
