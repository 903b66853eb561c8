import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "./build/precompress.js";
import { prerender } from "./build/prerender.js";
import { serverBundle } from "./build/serverBundle.js";
import { stylesFirst } from "./build/stylesFirst.js";

const webRoot = fileURLToPath(new URL(".", import.meta.url));

/**
 * The API and its /api/live websocket are served on port 3000 (npm start). The Host header is kept
 * as the browser sent it: the API refuses a write whose Origin names another host.
 */
const apiProxy = { "/api": { target: "http://localhost:3000", ws: true } };

/**
 * React and its router in a chunk of their own: cached across deploys of the app's own code. Blueprint and
 * Effect are left to the bundler: a chunk of all of either would put every screen's widgets and schemas into
 * the welcome page's first load (issue 11's budget, `npm run bench`).
 */
const VENDOR_CHUNKS: ReadonlyArray<readonly [string, RegExp]> = [
  ["react", /node_modules\/(react|react-dom|react-router|react-router-dom|scheduler|@tanstack)\//],
];

const vendorChunk = (id: string): string | undefined => VENDOR_CHUNKS.find(([, pattern]) => pattern.test(id))?.[0];

/** The domain package is pure (no module does anything on import), so a module whose exports no screen uses is left out. */
const PURE_MODULES = [{ test: /\/domain\/src\//, sideEffects: false }];

// One config for `vite build web` (from the repository root) and `vite` inside web/.
export default defineConfig({
  root: webRoot,
  plugins: [react(), stylesFirst(), prerender(), serverBundle(), precompress()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    rollupOptions: { output: { manualChunks: vendorChunk }, treeshake: { moduleSideEffects: PURE_MODULES } },
  },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
});
