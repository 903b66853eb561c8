import { readFile, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { MEASURE_MODE } from "../../web/build/precompress";

// Issues 11 and 30: the JavaScript the welcome page loads before its first screen, gzipped, at most 200 KB.
// `npm test` ends with `npm run budget` (checkBundleBudget.ts), which fails over it; the bench prints it.

export const BUDGET_KB = 200;

interface ManifestChunk {
  readonly file: string;
  readonly isEntry?: boolean;
  readonly imports?: ReadonlyArray<string>;
}

type Manifest = Readonly<Record<string, ManifestChunk>>;

/** The entry chunk of index.html and every chunk it imports statically (what the page modulepreloads), each once. */
export const initialChunks = (manifest: Manifest): ReadonlyArray<string> => {
  const entry = manifest["index.html"];
  if (!entry?.isEntry) throw new Error("The build manifest has no index.html entry");
  const seen = new Set<string>();
  const visit = (key: string): void => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  visit("index.html");
  return [...seen].map((key) => manifest[key]!.file).filter((file) => file.endsWith(".js"));
};

export interface BundleFigure {
  readonly chunks: ReadonlyArray<{ readonly file: string; readonly gzippedBytes: number }>;
  readonly gzippedKb: number;
}

/** Builds the web app with Vite into a temporary folder (web/dist is left alone) and sums the welcome page's initial JavaScript, gzipped. */
export const measureWelcomeBundle = async (): Promise<BundleFigure> => {
  const webDir = path.resolve(import.meta.dirname, "../../web");
  const outDir = await mkdtemp(path.join(os.tmpdir(), "wellbeing-bundle-"));
  try {
    const { build } = await import("vite");
    await build({
      configFile: path.join(webDir, "vite.config.ts"),
      // Only measured, never served: the build skips its compressed copies (the check stays quick).
      mode: MEASURE_MODE,
      logLevel: "warn",
      build: { outDir, emptyOutDir: true, manifest: true },
    });
    const manifest = JSON.parse(await readFile(path.join(outDir, ".vite", "manifest.json"), "utf8")) as Manifest;
    const chunks = await Promise.all(
      initialChunks(manifest).map(async (file) => ({ file, gzippedBytes: gzipSync(await readFile(path.join(outDir, file))).length })),
    );
    return { chunks, gzippedKb: chunks.reduce((sum, chunk) => sum + chunk.gzippedBytes, 0) / 1024 };
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
};

export const reportWelcomeBundle = async (): Promise<void> => {
  const figure = await measureWelcomeBundle();
  const verdict = figure.gzippedKb <= BUDGET_KB ? `within the budget of ≤ ${BUDGET_KB} KB` : `OVER the budget of ≤ ${BUDGET_KB} KB`;
  console.log(`Welcome page initial JavaScript (entry chunk and its static imports, gzipped), ${figure.chunks.length} chunks:`);
  for (const chunk of figure.chunks) console.log(`  ${chunk.file.padEnd(40)} ${(chunk.gzippedBytes / 1024).toFixed(1).padStart(7)} KB`);
  console.log(`  total                                    ${figure.gzippedKb.toFixed(1).padStart(7)} KB  (${verdict})`);
  console.log(`  ratio total / budget     ${(figure.gzippedKb / BUDGET_KB).toFixed(2)}`);
};
