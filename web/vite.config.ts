import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";

const webRoot = fileURLToPath(new URL(".", import.meta.url));

/** The API and its /api/live websocket are served on port 3000 (npm start). */
const apiProxy = { "/api": { target: "http://localhost:3000", changeOrigin: true, ws: true } };

// One config for `vite build web` (from the repository root) and `vite` inside web/.
// A plain object rather than defineConfig: web/ and the root resolve different vite majors,
// whose Plugin types do not match each other.
export default {
  root: webRoot,
  plugins: [react()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
  },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
};
