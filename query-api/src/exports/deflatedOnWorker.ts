import { AsyncDeflate, ZipDeflate, ZipPassThrough } from "fflate";

/**
 * A zip entry compressed on a worker thread while the caller writes the next pieces: fflate's own
 * deflate with the same level over the same pieces, so the same bytes as its `ZipDeflate`.
 * `caughtUp` lets the writer wait while more than `ahead` bytes handed over are not compressed yet,
 * so a long file is never held whole in the worker's queue.
 */
export class DeflatedOnWorker extends ZipPassThrough {
  /** The header's compression flag for the level, as `ZipDeflate` writes it. */
  readonly flag: 0 | 1 | 2 | 3;
  readonly terminate: () => void;
  private readonly deflate: AsyncDeflate;

  constructor(
    filename: string,
    level: 6,
    private readonly ahead: number,
  ) {
    super(filename);
    this.compression = 8;
    this.flag = new ZipDeflate(filename, { level }).flag;
    this.deflate = new AsyncDeflate({ level }, (error, data, final) => this.ondata(error, data, final));
    this.terminate = () => this.deflate.terminate();
  }

  protected override process(chunk: Uint8Array<ArrayBuffer>, final: boolean): void {
    this.deflate.push(chunk, final);
  }

  /** Resolves once no more than `ahead` bytes wait for the worker. */
  caughtUp(): Promise<void> {
    return new Promise((resolve) => {
      const check = () => {
        if (this.deflate.queuedSize > this.ahead) return false;
        this.deflate.ondrain = undefined;
        resolve();
        return true;
      };
      if (!check()) this.deflate.ondrain = check;
    });
  }
}
