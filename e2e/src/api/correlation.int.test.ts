import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@wellbeing/scripts";
import { ApiClient } from "@wellbeing/testkit/apiClient";
import { collectLogLines } from "@wellbeing/testkit/logLines";
import { allEvents } from "@wellbeing/testkit/storedEvents";
import { startTestSystem, type TestSystem } from "@wellbeing/testkit/testSystem";

// One correlation id, from the request to the events it appends, to the projector applying them,
// to the e-mail the command sent: each tier's structured log lines carry it.

let system: TestSystem;
const logs = collectLogLines();

beforeAll(async () => {
  system = await startTestSystem({ logger: { level: "info", stream: logs.stream } });
});
afterAll(async () => {
  await system.stop();
});

const linesWith = (correlationId: string, name?: string) =>
  logs.lines.filter((line) => line.correlationId === correlationId && (name === undefined || line.name === name));

it("follows the caller's x-correlation-id through the request, its events, the projector and the e-mail", async () => {
  const admin = new ApiClient(system.url);
  await admin.logIn(DEMO_ACCOUNTS.admin, DEMO_PASSWORD);
  const correlationId = `trail-${randomUUID()}`;
  const added = await admin.post(
    "/api/users/",
    {
      name: "Trail Lead",
      email: "trail.lead@example.org",
      role: "localLead",
      organisation: { category: "Health", value: "Health" },
      localAuthorities: ["Newport"],
    },
    { "x-correlation-id": correlationId },
  );
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  expect(added.headers.get("x-correlation-id")).toBe(correlationId);

  // The request's log lines.
  expect(linesWith(correlationId).some((line) => line.msg === "incoming request")).toBe(true);
  // The events it appended carry it in their metadata.
  const appended = (await allEvents(system.store)).filter((event) => event.metadata.correlationId === correlationId);
  expect(appended.map((event) => event.type)).toContain("UserRegistered");
  // The projector logs each of them as it applies it.
  await expect
    .poll(() => linesWith(correlationId, "projector").map((line) => line.eventType))
    .toEqual(expect.arrayContaining(appended.map((event) => event.type)));
  expect(linesWith(correlationId, "projector")[0]).toMatchObject({ msg: "event applied", streamId: appended[0]!.streamId });
  // The invitation e-mail was sent under it (its address and words are not logged).
  await system.mail.waitFor((mail) => mail.to.includes("trail.lead@example.org"));
  await expect.poll(() => linesWith(correlationId, "mail").map((line) => line.msg)).toContain("e-mail sent");
  expect(JSON.stringify(logs.lines)).not.toContain("trail.lead@example.org");
});

it("creates a correlation id when the request has none, or one unfit for a log line", async () => {
  const answered = await fetch(`${system.url}/api/users/auth`);
  expect(answered.headers.get("x-correlation-id")).toMatch(/^[0-9a-f-]{36}$/);
  const unfit = await fetch(`${system.url}/api/users/auth`, { headers: { "x-correlation-id": "two words\u00e9" } });
  expect(unfit.headers.get("x-correlation-id")).toMatch(/^[0-9a-f-]{36}$/);
  const long = await fetch(`${system.url}/api/users/auth`, { headers: { "x-correlation-id": "a".repeat(101) } });
  expect(long.headers.get("x-correlation-id")).toMatch(/^[0-9a-f-]{36}$/);
});
