const NOT_YET = Symbol("not yet");
const ABORTED = Symbol("aborted");

/** The promise's outcome if it settles within the current turn of the event loop, else NOT_YET. */
const settledNow = <T>(promise: Promise<T>): Promise<T | typeof NOT_YET> =>
  Promise.race([promise, new Promise<typeof NOT_YET>((resolve) => setImmediate(resolve, NOT_YET))]);

const unlessAborted = <T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T | typeof ABORTED> => {
  if (!signal) return promise;
  if (signal.aborted) return Promise.resolve(ABORTED);
  return new Promise((resolve, reject) => {
    const onAbort = () => resolve(ABORTED);
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener("abort", onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener("abort", onAbort);
        reject(error);
      },
    );
  });
};

/**
 * Groups a one-item-at-a-time source into batches of what it already has (up to `size`): waits
 * for the first item of a batch, never for more. Ends when the source ends or `signal` aborts.
 */
export async function* batches<T>(source: AsyncIterable<T>, size: number, signal?: AbortSignal): AsyncGenerator<T[]> {
  const iterator = source[Symbol.asyncIterator]();
  let pending: Promise<IteratorResult<T>> | undefined;
  const pull = () => (pending ??= iterator.next());
  try {
    while (true) {
      const first = await unlessAborted(pull(), signal);
      if (first === ABORTED) return;
      pending = undefined;
      if (first.done) return;
      const batch = [first.value];
      let ended = false;
      while (batch.length < size) {
        const next = await settledNow(pull());
        if (next === NOT_YET) break;
        pending = undefined;
        if (next.done) {
          ended = true;
          break;
        }
        batch.push(next.value);
      }
      yield batch;
      if (ended) return;
    }
  } finally {
    // An async iterator queues return() behind a next() in flight, which may never settle: the
    // source's owner must stop it then; the abandoned read must not become an unhandled rejection.
    if (pending) pending.catch(() => undefined);
    else await iterator.return?.();
  }
}
