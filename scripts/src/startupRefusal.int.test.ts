import { spawn } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { startupRefusal } from "@wellbeing/platform";

const root = path.resolve(import.meta.dirname, "../..");

/** Runs an entry point as `npm start` or docker-compose would, and collects how it ended. */
const run = (entry: string, env: Record<string, string>) =>
  new Promise<{ code: number | null; stderr: string }>((resolve, reject) => {
    const { SMTP_URL: _smtp, DATABASE_URL: _database, NODE_ENV: _environment, ...inherited } = process.env;
    const child = spawn(path.join(root, "node_modules/.bin/tsx"), [entry], { cwd: root, env: { ...inherited, ...env }, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stderr }));
  });

describe("NODE_ENV=production without SMTP_URL", () => {
  const refusal = startupRefusal({ environment: "production", smtpUrl: undefined })!;

  it.each(["scripts/src/start.ts", "command-api/src/server.ts"])("%s refuses to start, with one line saying what to set", async (entry) => {
    const { code, stderr } = await run(entry, { NODE_ENV: "production", DATA_DIR: path.join(root, ".data/never-created") });
    expect(code).toBe(1);
    expect(stderr).toBe(`${refusal}\n`);
  });
});
