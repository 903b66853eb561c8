import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { freePort, startMailSink, type MailSink } from "@wellbeing/platform";
import { createTestDatabase, startScriptProcess, type ScriptProcess, type TestDatabase } from "@wellbeing/platform/testing";

// The production shape of docker-compose: the command API, the query API, the projector and the
// gateway, each a process of its own. The gateway's /api/health gathers both services' ready checks
// (the projector's state inside the query API's); each service serves its own health and metrics.

const root = path.resolve(import.meta.dirname, "../..");
let database: TestDatabase;
let mail: MailSink;
const processes: Record<string, ScriptProcess> = {};
const ports = { commandApi: 0, queryApi: 0, gateway: 0 };

const url = (service: keyof typeof ports, route: string) => `http://127.0.0.1:${ports[service]}${route}`;

beforeAll(async () => {
  database = await createTestDatabase();
  mail = await startMailSink();
  for (const service of Object.keys(ports) as Array<keyof typeof ports>) ports[service] = await freePort();
  const shared = {
    DATABASE_URL: database.url,
    JWT_SECRET: "gateway-test-secret-long-enough-for-hs256",
    PUBLIC_URL: `http://localhost:${ports.gateway}`,
    SMTP_URL: mail.url,
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    NODE_ENV: "development",
  };
  processes.commandApi = startScriptProcess(path.join(root, "command-api/src/server.ts"), { ...shared, PORT: String(ports.commandApi) });
  processes.queryApi = startScriptProcess(path.join(root, "query-api/src/server.ts"), { ...shared, PORT: String(ports.queryApi) });
  processes.projector = startScriptProcess(path.join(root, "projector/src/main.ts"), shared);
  processes.gateway = startScriptProcess(path.join(root, "scripts/src/gateway.ts"), {
    ...shared,
    PORT: String(ports.gateway),
    COMMAND_API_URL: url("commandApi", ""),
    QUERY_API_URL: url("queryApi", ""),
  });
});

afterAll(async () => {
  for (const child of Object.values(processes)) await child.kill();
  await mail?.stop();
  await database?.drop();
});

const answer = async (address: string) => {
  try {
    const response = await fetch(address);
    return { status: response.status, body: (await response.json()) as { status: string; checks: Array<{ name: string; state: string }> } };
  } catch {
    return { status: 0, body: { status: "unreachable", checks: [] } };
  }
};

it("answers /api/health through the gateway with both services' checks, and each service's own health and metrics", async () => {
  await expect.poll(async () => (await answer(url("gateway", "/api/health"))).status, { timeout: 280_000 }).toBe(200);
  const health = await answer(url("gateway", "/api/health"));
  expect(health.body.status).toBe("ready");
  expect(health.body.checks.map((check) => check.name)).toEqual(
    expect.arrayContaining([
      "commandApi.postgres",
      "commandApi.eventStore",
      "queryApi.postgres",
      "queryApi.eventStore",
      "queryApi.projection:users",
      "queryApi.projection:errorReports",
    ]),
  );
  expect(await answer(url("gateway", "/health/live"))).toEqual({ status: 200, body: { status: "live" } });
  expect((await answer(url("commandApi", "/health/ready"))).status).toBe(200);

  // A command through the gateway arrives whole and keeps the caller's correlation id.
  const reported = await fetch(url("gateway", "/api/error-reports"), {
    method: "POST",
    headers: { "content-type": "application/json", "x-correlation-id": "through-the-gateway" },
    body: JSON.stringify({ reportId: crypto.randomUUID(), kind: "feedback", page: "http://localhost/", error: "Error: boom" }),
  });
  expect(reported.status, await reported.clone().text()).toBe(200);
  expect(reported.headers.get("x-correlation-id")).toBe("through-the-gateway");

  const commandMetrics = await (await fetch(url("commandApi", "/metrics"))).text();
  expect(commandMetrics).toContain('wellbeing_commands_total{command="POST /api/error-reports",status="2xx"} 1');
  expect(commandMetrics).toContain("wellbeing_mail_queue_depth");
  const queryMetrics = await (await fetch(url("queryApi", "/metrics"))).text();
  expect(queryMetrics).toContain('wellbeing_projector_lag_events{projection="errorReports"}');
  expect(queryMetrics).toContain("wellbeing_websocket_clients 0");
  // Four processes start at once: on a busy machine the gateway may take over a minute to listen.
}, 300_000);

it("names a service that does not answer as down, and answers 503", async () => {
  await processes.queryApi!.kill();
  const health = await answer(url("gateway", "/api/health"));
  expect(health.status).toBe(503);
  expect(health.body.status).toBe("notReady");
  expect(health.body.checks).toContainEqual(expect.objectContaining({ name: "queryApi", state: "down" }));
  expect(health.body.checks.find((check) => check.name === "commandApi.postgres")?.state).toBe("ok");
});
