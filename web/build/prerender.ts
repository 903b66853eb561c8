import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { createServer, type Plugin, type ResolvedConfig } from "vite";
import { MEASURE_MODE } from "./precompress.js";

type PrerenderModule = typeof import("../src/app/prerender");

/**
 * Writes the public pages' first screens as HTML, once per language, after the build (`web/src/app/prerender.tsx`,
 * loaded through Vite's SSR loader so the app's modules load as the browser's do). The server sends one to a
 * visitor with no session, whose browser paints it before any JavaScript; the entry hydrates it.
 * Before the compression step: the pages are compressed with the rest.
 */
export const prerender = (): Plugin => {
  let config: ResolvedConfig;
  return {
    name: "wellbeing:prerender",
    apply: (_config, { command, mode }) => command === "build" && mode !== MEASURE_MODE,
    configResolved: (resolved) => {
      config = resolved;
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
          for (const page of await prerenderPages(await readFile(path.join(outDir, "index.html"), "utf8"))) {
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
