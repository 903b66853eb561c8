import { existsSync, statSync } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";

const newestChange = async (target: string): Promise<number> => {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  const entries = await readdir(target, { withFileTypes: true });
  const times = await Promise.all(
    entries.filter((entry) => entry.name !== "node_modules" && entry.name !== "dist").map((entry) => newestChange(path.join(target, entry.name))),
  );
  return Math.max(stats.mtimeMs, ...times);
};

/** Builds the web app with Vite (and its compressed copies) into `outDir`, by default web/dist. */
export const buildWebApp = async (root: string, build: { readonly outDir?: string; readonly manifest?: boolean } = {}): Promise<void> => {
  const { build: viteBuild } = await import("vite");
  await viteBuild({ configFile: path.join(root, "web", "vite.config.ts"), logLevel: "warn", build: { emptyOutDir: true, ...build } });
};

/** Builds web/dist with Vite when it is missing or older than the web app's (or the domain's) sources. */
export const ensureWebBuilt = async (root: string): Promise<string> => {
  const webDir = path.join(root, "web");
  const dist = path.join(webDir, "dist");
  const builtAt = await newestChange(path.join(dist, "index.html"));
  const sourcesChangedAt = Math.max(await newestChange(webDir), await newestChange(path.join(root, "domain", "src")));
  if (builtAt === 0 || sourcesChangedAt > builtAt) {
    console.log("Building the web app…");
    await buildWebApp(root);
  }
  return dist;
};
