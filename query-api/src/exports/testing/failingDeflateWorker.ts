import type { FlateError } from "fflate";
import type { DeflateWorker, StartDeflateWorker } from "../deflatedOnWorker";

/**
 * A deflate worker that fails as fflate reports a worker's error or exit: after `afterPushes` pieces
 * its handler hears the error (on a later turn, as from another thread) and nothing it was given is
 * ever compressed or drained. `pushedAfterFailure` and `terminated` tell whether the writer stopped.
 */
export const failingDeflateWorker = (error: Error, afterPushes = 1) => {
  const seen = { pushes: 0, pushedAfterFailure: 0, terminated: false, failed: false };
  const start: StartDeflateWorker = (_level, ondata) => {
    const worker: DeflateWorker & { queuedSize: number } = {
      queuedSize: 0,
      push(chunk) {
        if (seen.failed) seen.pushedAfterFailure++;
        worker.queuedSize += chunk.length;
        if (++seen.pushes === afterPushes)
          setImmediate(() => {
            seen.failed = true;
            // A worker's error reaches fflate's handler as the worker's own Error, typed as fflate's.
            ondata(error as FlateError, null as unknown as Uint8Array<ArrayBuffer>, false);
          });
      },
      terminate() {
        seen.terminated = true;
      },
    };
    return worker;
  };
  return { start, seen };
};
