import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { createServer, type Plugin, type ResolvedConfig, type Rollup } from "vite";

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;
import { MEASURE_MODE } from "./precompress.js";

type PrerenderModule = typeof import("../src/app/prerender");

const chunks = (bundle: OutputBundle): ReadonlyArray<OutputChunk> => Object.values(bundle).filter((output) => output.type === "chunk");

/** A module's chunk and every chunk it imports statically, with their styles, as the browser asks for them. */
const filesOf = (bundle: OutputBundle, base: string, module: string) => {
  const byFile = new Map(chunks(bundle).map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks(bundle).find((chunk) => chunk.facadeModuleId?.endsWith(`/${module}`));
  if (!entry) throw new Error(`No chunk of the build starts at ${module}`);
  const needed = new Set<OutputChunk>();
  const visit = (chunk: OutputChunk): void => {
    if (needed.has(chunk)) return;
    needed.add(chunk);
    for (const file of chunk.imports) visit(byFile.get(file)!);
  };
  visit(entry);
  return {
    scripts: [...needed].map((chunk) => `${base}${chunk.fileName}`),
    styles: [...needed].flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])].map((file) => `${base}${file}`)),
  };
};

/**
 * Writes the public pages' first screens as HTML, once per language, and index.html's links for the first screen, after the build (`web/src/app/prerender.tsx`,
 * loaded through Vite's SSR loader so the app's modules load as the browser's do). The server sends one to a
 * visitor with no session, whose browser paints it before any JavaScript; the entry hydrates it.
 * Before the compression step: the pages are compressed with the rest.
 */
export const prerender = (): Plugin => {
  let config: ResolvedConfig;
  let bundle: OutputBundle = {};
  return {
    name: "wellbeing:prerender",
    apply: (_config, { command, mode }) => command === "build" && mode !== MEASURE_MODE,
    configResolved: (resolved) => {
      config = resolved;
    },
    generateBundle: (_options, output) => {
      bundle = output;
    },
    closeBundle: {
      order: "post",
      sequential: true,
      handler: async () => {
        const outDir = path.resolve(config.root, config.build.outDir);
        const loader = await createServer({
          configFile: false,
          root: config.root,
          logLevel: "error",
          appType: "custom",
          server: { middlewareMode: true, hmr: false, ws: false, watch: null },
          optimizeDeps: { noDiscovery: true, include: [] },
        });
        try {
          const { prerenderPages } = (await loader.ssrLoadModule("/src/app/prerender.tsx")) as PrerenderModule;
          for (const page of await prerenderPages(await readFile(path.join(outDir, "index.html"), "utf8"), (module) => filesOf(bundle, config.base, module))) {
            const file = path.join(outDir, page.file);
            await mkdir(path.dirname(file), { recursive: true });
            await writeFile(file, page.html);
          }
        } finally {
          await loader.close();
        }
      },
    },
  };
};
