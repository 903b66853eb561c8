import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { badBody, badSegment, contentType } from "@wellbeing/testkit/badInput";
import { COMMAND_ENDPOINTS, type Caller, type CommandEndpoint, type FuzzWorld } from "@wellbeing/testkit/commandEndpoints";
import { enterFuzzWorld } from "@wellbeing/testkit/fuzzWorld";
import { startTestSystem, type TestSystem } from "@wellbeing/testkit/testSystem";

// Every command endpoint, fed generated bad bodies (or bad paths): nothing answers 5xx, and no
// refusal appends an event. FUZZ_RUNS sets the bodies per endpoint: `npm test` sends 100 to each of the
// 43 endpoints (fresh seeds every run, so runs add up), `npm run fuzz` 3,000.

const RUNS = Number(process.env.FUZZ_RUNS ?? 100);

let system: TestSystem;
let world: FuzzWorld;
const cookies = {} as Record<Caller, string | null>;

interface Tally {
  sent: number;
  ok: number;
  refused: number;
  failed: number;
  appendedOnRefusal: number;
  examples: string[];
}
const tallies = new Map<string, Tally>();

beforeAll(async () => {
  system = await startTestSystem();
  const entered = await enterFuzzWorld(system.url, "fuzz.changer@example.org");
  world = entered.world;
  for (const [caller, client] of Object.entries(entered.clients)) cookies[caller as Caller] = caller === "anonymous" ? null : client.sessionCookie;
});

afterAll(async () => {
  const rows = [...tallies].map(
    ([name, tally]) =>
      `${name.padEnd(58)} ${String(tally.sent).padStart(6)} ${String(tally.ok).padStart(5)} ${String(tally.refused).padStart(6)} ${String(tally.failed).padStart(4)} ${String(tally.appendedOnRefusal).padStart(6)}`,
  );
  const total = [...tallies.values()].reduce(
    (sum, tally) => ({ sent: sum.sent + tally.sent, failed: sum.failed + tally.failed, appended: sum.appended + tally.appendedOnRefusal }),
    { sent: 0, failed: 0, appended: 0 },
  );
  console.log(
    [
      `${"endpoint".padEnd(58)}   sent    2xx    4xx  5xx events-on-refusal`,
      ...rows,
      `total: ${total.sent} requests, ${total.failed} answered 5xx, ${total.appended} events appended on refusal`,
    ].join("\n"),
  );
  await system.stop();
});

const storedEvents = async () => (await system.store.countEvents()) ?? 0;

/** Waits until nothing more is being appended (reactions to an accepted request have run). */
const quiet = async () => {
  let last = await storedEvents();
  for (let stable = 0; stable < 3;) {
    await new Promise((resolve) => setTimeout(resolve, 30));
    const now = await storedEvents();
    stable = now === last ? stable + 1 : 0;
    last = now;
  }
};

const send = async (endpoint: CommandEndpoint, url: string, body: string | undefined, type: string | null) => {
  const tally = tallies.get(endpoint.name) ?? { sent: 0, ok: 0, refused: 0, failed: 0, appendedOnRefusal: 0, examples: [] };
  tallies.set(endpoint.name, tally);
  const before = await storedEvents();
  const cookie = cookies[endpoint.caller];
  const response = await system.app.inject({
    method: endpoint.method,
    url,
    headers: { ...(cookie ? { cookie } : {}), ...(type && body !== undefined ? { "content-type": type } : {}) },
    ...(body !== undefined ? { payload: body } : {}),
  });
  tally.sent += 1;
  if (response.statusCode >= 500) {
    tally.failed += 1;
    if (tally.examples.length < 3) tally.examples.push(`${response.statusCode} ${url} ${body?.slice(0, 200)}`);
  } else if (response.statusCode >= 400) {
    tally.refused += 1;
    const appended = (await storedEvents()) - before;
    if (appended > 0) {
      tally.appendedOnRefusal += appended;
      if (tally.examples.length < 3) tally.examples.push(`${response.statusCode} appended ${appended}: ${url} ${body?.slice(0, 200)}`);
    }
  } else {
    tally.ok += 1;
    if (endpoint.triggersReactions) await quiet();
  }
  return response.statusCode;
};

describe.each(COMMAND_ENDPOINTS.map((endpoint) => [endpoint.name, endpoint] as const))("%s", (_name, endpoint) => {
  it(`answers ${RUNS} generated bad inputs without a 5xx, and appends nothing on any refusal`, async () => {
    const inputs =
      endpoint.valid === null
        ? endpoint.fuzzPath!(badSegment).map((url) => ({ url, body: undefined as string | undefined, type: null as string | null }))
        : fc
            .record({ body: badBody(endpoint.valid(world)), type: contentType })
            .map(({ body, type }) => ({ url: endpoint.path(world), body: body as string | undefined, type }));
    await fc.assert(
      fc.asyncProperty(inputs, async ({ url, body, type }) => {
        await send(endpoint, url, body, type);
      }),
      { numRuns: RUNS },
    );
    const tally = tallies.get(endpoint.name)!;
    expect(tally.failed, tally.examples.join("\n")).toBe(0);
    expect(tally.appendedOnRefusal, tally.examples.join("\n")).toBe(0);
    expect(tally.sent).toBeGreaterThanOrEqual(RUNS);
  });
});
