import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { AppConfig } from "../config";

/** JWT_SECRET when given (required in production); otherwise one generated for and kept in the data directory. */
export const resolveJwtSecret = async (config: AppConfig): Promise<string> => {
  if (config.jwtSecret) return config.jwtSecret;
  if (config.environment === "production") throw new Error("JWT_SECRET must be set in production");
  const file = path.join(config.dataDir, "jwt-secret");
  if (existsSync(file)) return (await readFile(file, "utf8")).trim();
  await mkdir(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  await writeFile(file, secret, { mode: 0o600, flag: "wx" }).catch(async () => undefined);
  return (await readFile(file, "utf8")).trim();
};
