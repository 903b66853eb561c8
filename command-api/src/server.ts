import { TokenService, createServiceApp, getOrCreateSecret, loadConfig, openServiceResources, requireDatabaseUrl, resolveJwtSecret, stopOnSignals } from "@wellbeing/platform";
import { commandApi } from "./app";
import { bootstrapAdmin } from "./users/bootstrapAdmin";
import { EmailIndex } from "./users/emailIndex";

/** The command API on its own (docker-compose): every state-changing endpoint. */
const config = loadConfig();
const resources = await openServiceResources({ databaseUrl: requireDatabaseUrl(config.databaseUrl, "command-api"), eventStoreUrl: config.eventStoreUrl });
const tokens = new TokenService(await resolveJwtSecret(config));
const emailIndex = new EmailIndex(await getOrCreateSecret(resources.db, "email-index"));
const app = await createServiceApp({ tokens, publicUrl: config.publicUrl, logger: { level: process.env.LOG_LEVEL ?? "info" }, trustProxy: true });
await app.register(commandApi, {
  store: resources.store,
  tokens,
  emailIndex,
  secureCookies: config.publicUrl?.startsWith("https:") ?? false,
  loginRateLimit: { max: 10, timeWindowMs: 60_000 },
  clock: () => new Date(),
});
if (config.environment === "production") await bootstrapAdmin({ store: resources.store, emailIndex }, { email: config.adminEmail, password: config.adminPassword }, new Date());
await app.listen({ port: config.port, host: config.host });
stopOnSignals(async () => {
  await app.close();
  await resources.close();
});
