import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const webRoot = fileURLToPath(new URL(".", import.meta.url));

/**
 * The API and its /api/live websocket are served on port 3000 (npm start). The Host header is kept
 * as the browser sent it: the API refuses a write whose Origin names another host.
 */
const apiProxy = { "/api": { target: "http://localhost:3000", ws: true } };

/** Large libraries in chunks of their own: cached across deploys of the app's own code. */
const VENDOR_CHUNKS: ReadonlyArray<readonly [string, RegExp]> = [
  ["react", /node_modules\/(react|react-dom|react-router|react-router-dom|scheduler|@tanstack)\//],
  ["blueprint", /node_modules\/(@blueprintjs\/core|@popperjs|react-popper|@floating-ui)\//],
  ["effect", /node_modules\/effect\//],
];

const vendorChunk = (id: string): string | undefined => VENDOR_CHUNKS.find(([, pattern]) => pattern.test(id))?.[0];

// One config for `vite build web` (from the repository root) and `vite` inside web/.
export default defineConfig({
  root: webRoot,
  plugins: [react()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    rollupOptions: { output: { manualChunks: vendorChunk } },
  },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
});
