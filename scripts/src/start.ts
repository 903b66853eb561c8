import path from "node:path";
import { RefusedToStart, exitIfRefused, loadConfig, openAppDatabase, resolveJwtSecret } from "@wellbeing/platform";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "./seed/demoData";
import { prepareInitialData } from "./seed/initialData";
import { DEV_INBOX_PATH } from "./devInbox";
import { startSystem } from "./system";
import { ensureWebBuilt } from "./webBuild";

/** `npm start`: the embedded database when no DATABASE_URL, the services and the web app on one origin. */
const main = async () => {
  const config = loadConfig();
  exitIfRefused(config);
  const root = path.resolve(import.meta.dirname, "../..");
  const webDist = await ensureWebBuilt(root);
  const database = await openAppDatabase(config);
  const system = await startSystem({
    environment: config.environment,
    databaseUrl: database.url,
    eventStoreUrl: config.eventStoreUrl,
    jwtSecret: await resolveJwtSecret(config),
    publicUrl: config.publicUrl,
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    port: config.port,
    host: config.host,
    trustProxy: config.trustedProxies,
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

  const initialData = await prepareInitialData(system, config, new Date());
  if (initialData === "demo data seeded") {
    console.log(`Seeded the demo data: log in with ${Object.values(DEMO_ACCOUNTS).join(", ")} (password ${DEMO_PASSWORD}).`);
  } else if (initialData === "first admin created") {
    console.log(`Created the first admin account ${config.adminEmail}.`);
  } else if (initialData === "no admin configured") {
    console.log("No ADMIN_EMAIL / ADMIN_PASSWORD given: no admin account was created.");
  }
  const url = config.publicUrl ?? `http://localhost:${config.port}`;
  if (system.mailCatcher && config.environment === "development")
    console.log(`No SMTP_URL: e-mails are kept by the local mail catcher, see ${url}${DEV_INBOX_PATH} (from this machine only)`);
  console.log(`Ready: ${url}  (Ctrl-C stops everything)`);
};

main().catch((error) => {
  // A refusal is its one line; anything else is a bug to read in full.
  console.error(error instanceof RefusedToStart ? error.message : error);
  process.exit(1);
});
