import { AsyncDeflate, ZipDeflate, ZipPassThrough, type AsyncFlateStreamHandler } from "fflate";

/** A streaming deflate running on a worker thread, as `DeflatedOnWorker` drives it: fflate's `AsyncDeflate`. */
export interface DeflateWorker {
  push(chunk: Uint8Array, final?: boolean): void;
  terminate(): void;
  readonly queuedSize: number;
  ondrain?: ((size: number) => void) | undefined;
}

/** Starts a deflate worker that hands its output (or its failure) to `ondata`. */
export type StartDeflateWorker = (level: 6, ondata: AsyncFlateStreamHandler) => DeflateWorker;

export const startFflateWorker: StartDeflateWorker = (level, ondata) => new AsyncDeflate({ level }, ondata);

/**
 * A zip entry compressed on a worker thread while the caller writes the next pieces: fflate's own
 * deflate with the same level over the same pieces, so the same bytes as its `ZipDeflate`.
 * `caughtUp` lets the writer wait while more than `ahead` bytes handed over are not compressed yet,
 * so a long file is never held whole in the worker's queue. Should the worker fail (an error, an
 * exit) or the zip stop the entry, the worker is terminated, the wait and every later push fail with
 * the reason, and the zip hears the error: nothing waits for a worker that will never answer.
 */
export class DeflatedOnWorker extends ZipPassThrough {
  /** The header's compression flag for the level, as `ZipDeflate` writes it. */
  readonly flag: 0 | 1 | 2 | 3;
  private readonly deflate: DeflateWorker;
  private failure: Error | undefined;
  private waiting: ((failure?: Error) => void) | undefined;

  constructor(
    filename: string,
    level: 6,
    private readonly ahead: number,
    start: StartDeflateWorker = startFflateWorker,
  ) {
    super(filename);
    this.compression = 8;
    this.flag = new ZipDeflate(filename, { level }).flag;
    this.deflate = start(level, (error, data, final) => {
      if (error) {
        this.fail(error);
        return this.ondata(error, data, final);
      }
      this.ondata(error, data, final);
    });
  }

  /** Stops the worker; a writer waiting for it, or pushing after, hears why. */
  readonly terminate = () => this.fail(new Error(`The compression of ${this.filename} was stopped`));

  protected override process(chunk: Uint8Array<ArrayBuffer>, final: boolean): void {
    if (this.failure) throw this.failure;
    this.deflate.push(chunk, final);
  }

  /** Resolves once no more than `ahead` bytes wait for the worker; rejects if the worker failed or was stopped. */
  caughtUp(): Promise<void> {
    return new Promise((resolve, reject) => {
      const settle = (failure?: Error) => {
        this.waiting = undefined;
        this.deflate.ondrain = undefined;
        if (failure) reject(failure);
        else resolve();
      };
      if (this.failure) return settle(this.failure);
      if (this.deflate.queuedSize <= this.ahead) return settle();
      this.waiting = settle;
      this.deflate.ondrain = () => {
        if (this.deflate.queuedSize <= this.ahead) settle();
      };
    });
  }

  private fail(error: Error) {
    if (this.failure) return;
    this.failure = error;
    this.deflate.terminate();
    this.waiting?.(error);
  }
}
