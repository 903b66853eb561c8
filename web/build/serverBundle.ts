import path from "node:path";
import { build, type Plugin, type ResolvedConfig } from "vite";
import { SERVER_FOLDER, SERVER_RENDER_FILE } from "../src/app/prerendered.js";
import { MEASURE_MODE } from "./precompress.js";

/**
 * Builds the per-request render (`src/app/serverRender.tsx`) for Node beside the app, into `<outDir>/server/`: every
 * dependency inside it, so the build runs wherever it is copied (the bench serves one from a temporary folder).
 */
export const serverBundle = (): Plugin => {
  let config: ResolvedConfig;
  return {
    name: "wellbeing:server-bundle",
    apply: (_config, { command, mode, isSsrBuild }) => command === "build" && mode !== MEASURE_MODE && !isSsrBuild,
    configResolved: (resolved) => {
      config = resolved;
    },
    closeBundle: {
      order: "post",
      sequential: true,
      handler: async () => {
        await build({
          configFile: false,
          root: config.root,
          // Production React and its production JSX, whatever NODE_ENV the build ran under (tests build under "test"):
          // the server that loads it may run under any, and React's development JSX is missing from its production build.
          mode: "production",
          define: { "process.env.NODE_ENV": JSON.stringify("production") },
          oxc: { jsx: { runtime: "automatic", development: false } },
          // Its dependencies' "use client" directives mean nothing on a server: the warnings about them are noise.
          logLevel: "error",
          publicDir: false,
          ssr: { noExternal: true, target: "node" },
          build: {
            ssr: "src/app/serverRender.tsx",
            outDir: path.resolve(config.root, config.build.outDir, SERVER_FOLDER),
            emptyOutDir: true,
            rollupOptions: { output: { entryFileNames: SERVER_RENDER_FILE, codeSplitting: false } },
          },
        });
      },
    },
  };
};
