/** One sample of Prometheus's text format: a metric's name, its labels and its value. */
export interface Sample {
  readonly name: string;
  readonly labels: Readonly<Record<string, string>>;
  readonly value: number;
}

const SAMPLE_LINE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)$/;
const LABEL = /(\w+)="((?:[^"\\]|\\.)*)"/g;

/** Every sample of a `/metrics` answer (comments left out). */
export const parseMetrics = (text: string): Sample[] =>
  text.split("\n").flatMap((line) => {
    const match = SAMPLE_LINE.exec(line.trim());
    if (!match || line.startsWith("#")) return [];
    const labels = Object.fromEntries([...(match[2] ?? "").matchAll(LABEL)].map((label) => [label[1]!, label[2]!]));
    return [{ name: match[1]!, labels, value: Number(match[3]) }];
  });

/** The value of the sample of this name whose labels include these, or undefined. */
export const sampleValue = (samples: ReadonlyArray<Sample>, name: string, labels: Readonly<Record<string, string>> = {}): number | undefined =>
  samples.find((sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value))?.value;

/** A system's metrics now. */
export const scrapeMetrics = async (baseUrl: string): Promise<Sample[]> => parseMetrics(await (await fetch(`${baseUrl}/metrics`)).text());
