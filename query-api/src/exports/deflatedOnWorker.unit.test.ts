import { Zip, ZipDeflate, type ZipInputFile } from "fflate";
import { describe, expect, it } from "vitest";
import { DeflatedOnWorker } from "./deflatedOnWorker";
import { failingDeflateWorker } from "./testing/failingDeflateWorker";

// The research export's responses are deflated on a worker thread: the archive must be the bytes
// fflate's own deflate writes on this thread, however many pieces and however far the writer waits.

const encoder = new TextEncoder();

/** Pieces of varied text, about 64 KB each: lines of numbers and words, as a CSV file's. */
const pieces = (count: number) =>
  Array.from({ length: count }, (_, index) => {
    let text = "";
    for (let line = 0; text.length < 65_536; line++) text += `${index},${line},${(index * 7919 + line * 104_729) % 1_000_003},Gŵr "quoted",plain\n`;
    return text;
  });

const zipped = async (file: ZipInputFile & { push: (chunk: Uint8Array, final?: boolean) => void }, texts: ReadonlyArray<string>, wait: () => Promise<void>) =>
  new Promise<Uint8Array>((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    const zip = new Zip((error, chunk, final) => {
      if (error) return reject(error);
      chunks.push(chunk);
      if (final) resolve(Buffer.concat(chunks));
    });
    file.mtime = new Date(2026, 2, 31);
    zip.add(file);
    void (async () => {
      for (const [index, text] of texts.entries()) {
        file.push(encoder.encode(text), index === texts.length - 1);
        await wait();
      }
      zip.end();
    })();
  });

describe("a zip entry deflated on a worker thread", () => {
  it("is byte for byte the entry deflated here, over many pieces, the writer waiting for the worker", async () => {
    const texts = pieces(40);
    const here = await zipped(new ZipDeflate("responses.csv", { level: 6 }), texts, async () => undefined);
    const worker = new DeflatedOnWorker("responses.csv", 6, 1 << 17);
    const there = await zipped(worker, texts, () => worker.caughtUp());
    expect(there.length).toBe(here.length);
    expect(Buffer.from(there).equals(Buffer.from(here))).toBe(true);
    // Two deflates of 2.6 MB, one on a worker thread: a bound against a hang on a busy machine (it missed the default 5 s there), not a speed target.
  }, 60_000);

  it("when its worker fails, fails the writer's wait, its next piece and the zip with the worker's error, and terminates the worker", async () => {
    const failure = new Error("Worker exited with code 1");
    const failing = failingDeflateWorker(failure, 2);
    const file = new DeflatedOnWorker("responses.csv", 6, 0, failing.start);
    const zipOutcome = new Promise<Error | null>((resolve) => {
      const zip = new Zip((error) => resolve(error));
      zip.add(file);
    });
    file.push(encoder.encode("first,piece\n"));
    file.push(encoder.encode("second,piece\n"));
    await expect(file.caughtUp()).rejects.toBe(failure);
    expect(() => file.push(encoder.encode("third,piece\n"))).toThrow(failure);
    expect(await zipOutcome).toBe(failure);
    expect(failing.seen).toMatchObject({ terminated: true, pushedAfterFailure: 0 });
  });

  it("stopped by its zip, fails a writer waiting for it rather than leaving it waiting", async () => {
    const failing = failingDeflateWorker(new Error("never reached"), Number.POSITIVE_INFINITY);
    const file = new DeflatedOnWorker("responses.csv", 6, 0, failing.start);
    const zip = new Zip(() => undefined);
    zip.add(file);
    file.push(encoder.encode("waiting,piece\n"));
    const waiting = file.caughtUp();
    zip.terminate();
    await expect(waiting).rejects.toThrow("The compression of responses.csv was stopped");
    expect(failing.seen.terminated).toBe(true);
  });
});
