import path from "node:path";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { PRODUCT_TEXTS, RATE_LIMIT_TEXTS } from "@wellbeing/domain";
import { freePort, startMailSink, type MailSink } from "@wellbeing/platform";
import { createTestDatabase, startScriptProcess, type ScriptProcess, type TestDatabase } from "@wellbeing/platform/testing";

// The docker-compose shape for rate limits: two command APIs on one database behind the gateway,
// with their default limits. The services trust only the gateway's address (TRUST_PROXY); the
// gateway, at the edge, trusts nobody, so a client's own X-Forwarded-For changes nothing. The
// counts live in PostgreSQL: every instance shares them, and a restart keeps them.

const root = path.resolve(import.meta.dirname, "../..");
let database: TestDatabase;
let mail: MailSink;
const processes: Partial<Record<"commandApiA" | "commandApiB" | "gateway", ScriptProcess>> = {};
const ports = { commandApiA: 0, commandApiB: 0, gateway: 0 };
const url = (service: keyof typeof ports, route: string) => `http://127.0.0.1:${ports[service]}${route}`;

const shared = () => ({
  DATABASE_URL: database.url,
  JWT_SECRET: "rate-limit-test-secret-long-enough-for-hs256",
  PUBLIC_URL: `http://localhost:${ports.gateway}`,
  SMTP_URL: mail.url,
  HOST: "127.0.0.1",
  LOG_LEVEL: "warn",
  NODE_ENV: "development",
});

const startCommandApi = (instance: "commandApiA" | "commandApiB") => {
  processes[instance] = startScriptProcess(path.join(root, "command-api/src/server.ts"), {
    ...shared(),
    PORT: String(ports[instance]),
    TRUST_PROXY: "127.0.0.1",
  });
};

/** Waits until the service's process answers. */
const untilLive = (service: keyof typeof ports) =>
  vi.waitFor(
    async () => {
      if ((await fetch(url(service, "/health/live"))).status !== 200) throw new Error(`${service} is not live yet`);
    },
    { timeout: 120_000, interval: 200 },
  );

beforeAll(async () => {
  database = await createTestDatabase();
  mail = await startMailSink();
  for (const service of Object.keys(ports) as Array<keyof typeof ports>) ports[service] = await freePort();
  startCommandApi("commandApiA");
  startCommandApi("commandApiB");
  processes.gateway = startScriptProcess(path.join(root, "scripts/src/gateway.ts"), {
    ...shared(),
    PORT: String(ports.gateway),
    COMMAND_API_URL: `${url("commandApiA", "")},${url("commandApiB", "")}`,
    QUERY_API_URL: url("commandApiA", ""),
  });
  for (const service of Object.keys(ports) as Array<keyof typeof ports>) await untilLive(service);
}, 300_000);

afterAll(async () => {
  for (const child of Object.values(processes)) await child?.kill();
  await mail?.stop();
  await database?.drop();
});

const post = async (address: string, body: unknown, headers: Record<string, string> = {}) => {
  const response = await fetch(address, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json().catch(() => null)) as unknown };
};

/** A client's own X-Forwarded-For, different on every request: it must not make it someone else. */
const spoofed = (attempt: number) => ({ "x-forwarded-for": `203.0.113.${attempt % 250}, 198.51.100.${attempt % 250}` });

it("the 10th wrong password is the last one, whichever command API gets the guesses and whatever X-Forwarded-For the client sends", async () => {
  const guess = { email: "victim@example.org", password: "Wrong-pass-1!" };
  // Ten at once (each is counted before its password is checked): the gateway hands them to the two command APIs in turn.
  const guesses = await Promise.all(Array.from({ length: 10 }, (_, attempt) => post(url("gateway", "/api/login"), guess, spoofed(attempt))));
  expect(guesses.map((answer) => answer.status)).toEqual(Array(10).fill(401));
  const refusal = { status: 429, body: { error: PRODUCT_TEXTS.tooManyLogins } };
  expect(await post(url("gateway", "/api/login"), guess, spoofed(11))).toEqual(refusal);
  // Straight to each instance, from the gateway's own address (the one proxy they trust): the same count.
  for (const instance of ["commandApiA", "commandApiB"] as const) expect(await post(url(instance, "/api/login"), guess), instance).toEqual(refusal);
});

it("counts sign-ups once across both instances, through the gateway whatever X-Forwarded-For says, and keeps the count across a restart", async () => {
  // Every sign-up request counts, refused ones too: 30 cheap ones (no body) fill the limit of 30.
  const statuses = [];
  for (let attempt = 1; attempt <= 30; attempt += 1) statuses.push((await post(url("gateway", "/api/participant"), {}, spoofed(attempt))).status);
  expect(statuses).toEqual(Array(30).fill(400));
  const refusal = { status: 429, body: { error: RATE_LIMIT_TEXTS.tooManySignUps } };
  expect(await post(url("gateway", "/api/participant"), {}, spoofed(31))).toEqual(refusal);

  for (const instance of ["commandApiA", "commandApiB"] as const) await processes[instance]?.kill();
  startCommandApi("commandApiA");
  await untilLive("commandApiA");
  expect(await post(url("commandApiA", "/api/participant"), {})).toEqual(refusal);
}, 300_000);
