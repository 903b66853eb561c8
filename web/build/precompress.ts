import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin, ResolvedConfig } from "vite";
import { SERVER_FOLDER } from "../src/app/prerendered.js";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images and fonts in this app are already compressed formats. */
export const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|map|webmanifest)$/;

/** Below this a compressed copy saves less than a packet, so the file is served as it is. */
const MIN_BYTES = 1024;

const filesUnder = async (dir: string): Promise<ReadonlyArray<string>> => {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
};

/** Writes `file.br` (brotli, best quality) and `file.gz` (gzip, level 9) beside each compressible file of `dir`, when smaller. */
const precompressFolder = async (dir: string): Promise<void> => {
  // The server's own code is read from disk by the server, never sent.
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file) && !file.startsWith(path.join(dir, SERVER_FOLDER, path.sep)));
  for (const file of files) {
    if ((await stat(file)).size < MIN_BYTES) continue;
    const content = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
      gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    if (br.length < content.length) await writeFile(`${file}.br`, br);
    if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
  }
};

/** The mode of a build that is only measured (the bundle budget): nothing is served from it, so nothing is compressed. */
export const MEASURE_MODE = "measure";

/**
 * Compresses the build once, at build time: the server sends `.br` or `.gz` by the browser's
 * `Accept-Encoding` (@fastify/static's `preCompressed`) and never compresses per request.
 */
export const precompress = (): Plugin => {
  let config: ResolvedConfig;
  return {
    name: "wellbeing:precompress",
    apply: (_config, { command, mode }) => command === "build" && mode !== MEASURE_MODE,
    configResolved: (resolved) => {
      config = resolved;
    },
    closeBundle: {
      order: "post",
      sequential: true,
      handler: async () => {
        await precompressFolder(path.resolve(config.root, config.build.outDir));
      },
    },
  };
};
