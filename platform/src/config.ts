import { isIP } from "node:net";
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
  /**
   * The reverse proxies whose X-Forwarded-For is believed (TRUST_PROXY: addresses or CIDRs,
   * comma-separated; none by default). The client is the right-most address no trusted proxy added.
   */
  readonly trustedProxies: ReadonlyArray<string>;
}

/** The names proxy-addr (Fastify's trustProxy) knows for address ranges. */
const PROXY_RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

const isProxyAddress = (entry: string): boolean => {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  if (rest.length > 0 || isIP(address) === 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (isIP(address) === 4 ? 32 : 128);
};

/** TRUST_PROXY as a list; an entry that is no address, CIDR or range name stops the start with one line. */
const trustedProxiesOf = (value: string | undefined): ReadonlyArray<string> => {
  const entries = (value ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  const wrong = entries.filter((entry) => !isProxyAddress(entry));
  if (wrong.length > 0) throw new Error(`TRUST_PROXY must list addresses or CIDRs (e.g. 172.28.0.10 or 10.0.0.0/8), comma-separated; got ${wrong.join(", ")}`);
  return entries;
};

const environmentOf = (value: string | undefined): Environment => (value === "production" || value === "test" ? value : "development");

/** Development and test listen on this machine only; production (containers, behind a proxy) on every interface. */
const defaultHost = (environment: Environment): string => (environment === "production" ? "0.0.0.0" : "127.0.0.1");

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): AppConfig => {
  const environment = environmentOf(env.NODE_ENV);
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`PORT must be a port number, got ${env.PORT}`);
  return {
    environment,
    port,
    host: env.HOST || defaultHost(environment),
    databaseUrl: env.DATABASE_URL || undefined,
    eventStoreUrl: env.EVENTSTORE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    publicUrl: env.PUBLIC_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR ?? ".data"),
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    trustedProxies: trustedProxiesOf(env.TRUST_PROXY),
  };
};

/**
 * Why this configuration must not start, in one line, or undefined. Production never falls back
 * to the local mail catcher: its inbox would show every password link.
 */
export const startupRefusal = (config: Pick<AppConfig, "environment" | "smtpUrl">): string | undefined =>
  config.environment === "production" && !config.smtpUrl
    ? "Refusing to start: NODE_ENV=production needs SMTP_URL (your mail server, e.g. smtp://user:pass@host:587); the development mail inbox never runs in production."
    : undefined;

/** Ends the process with the refusal as its one line on stderr (the launcher, the command API on its own). */
export const exitIfRefused = (config: Pick<AppConfig, "environment" | "smtpUrl">): void => {
  const refusal = startupRefusal(config);
  if (refusal === undefined) return;
  console.error(refusal);
  process.exit(1);
};
