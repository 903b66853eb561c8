import { Writable } from "node:stream";

/** A stream the system logs into (pino JSON lines), keeping every line parsed for the test to read. */
export const collectLogLines = () => {
  const lines: Array<Record<string, unknown>> = [];
  let partial = "";
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      const text = partial + chunk.toString("utf8");
      const complete = text.split("\n");
      partial = complete.pop() ?? "";
      for (const line of complete) if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { stream, lines };
};
