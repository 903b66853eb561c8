import path from "node:path";

export type Environment = "development" | "production" | "test";

/** Configuration from the environment (see the README's table). Unset means the embedded default. */
export interface AppConfig {
  readonly environment: Environment;
  readonly port: number;
  readonly host: string;
  readonly databaseUrl: string | undefined;
  readonly eventStoreUrl: string | undefined;
  readonly smtpUrl: string | undefined;
  /** The sender of every e-mail (MAIL_FROM). */
  readonly mailFrom: string | undefined;
  readonly jwtSecret: string | undefined;
  /** The address users reach the app at, for links in e-mails and the Origin check. */
  readonly publicUrl: string | undefined;
  readonly dataDir: string;
  readonly adminEmail: string | undefined;
  readonly adminPassword: string | undefined;
}

const environmentOf = (value: string | undefined): Environment =>
  value === "production" || value === "test" ? value : "development";

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): AppConfig => {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`PORT must be a port number, got ${env.PORT}`);
  return {
    environment: environmentOf(env.NODE_ENV),
    port,
    host: env.HOST ?? "0.0.0.0",
    databaseUrl: env.DATABASE_URL || undefined,
    eventStoreUrl: env.EVENTSTORE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    publicUrl: env.PUBLIC_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR ?? ".data"),
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
  };
};
