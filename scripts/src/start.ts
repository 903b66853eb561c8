import path from "node:path";
import { loadConfig, openAppDatabase, resolveJwtSecret } from "@wellbeing/platform";
import { bootstrapAdmin } from "@wellbeing/command-api";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from "./seed/demoData";
import { startSystem } from "./system";
import { ensureWebBuilt } from "./webBuild";

/** `npm start`: the embedded database when no DATABASE_URL, the services and the web app on one origin. */
const main = async () => {
  const config = loadConfig();
  const root = path.resolve(import.meta.dirname, "../..");
  const webDist = await ensureWebBuilt(root);
  const database = await openAppDatabase(config);
  const system = await startSystem({
    databaseUrl: database.url,
    eventStoreUrl: config.eventStoreUrl,
    jwtSecret: await resolveJwtSecret(config),
    publicUrl: config.publicUrl,
    port: config.port,
    host: config.host,
    webDist,
    logger: { level: process.env.LOG_LEVEL ?? (config.environment === "production" ? "info" : "warn") },
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping…`);
    await system.stop().catch((error) => console.error(error));
    await database.release().catch(() => undefined);
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  const now = new Date();
  if (config.environment === "production") {
    const admin = await bootstrapAdmin(system, { email: config.adminEmail, password: config.adminPassword }, now);
    if (admin === "created") console.log(`Created the first admin account ${config.adminEmail}.`);
  } else if ((await system.store.headPosition()) === null) {
    await seedDemoData(system, now);
    console.log(`Seeded the demo data: log in with ${Object.values(DEMO_ACCOUNTS).join(", ")} (password ${DEMO_PASSWORD}).`);
  }
  console.log(`Ready: ${config.publicUrl ?? `http://localhost:${config.port}`}  (Ctrl-C stops everything)`);
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
