import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@wellbeing/scripts";
import { signUpParticipant } from "@wellbeing/testkit/accountHelpers";
import { ApiClient } from "@wellbeing/testkit/apiClient";
import { COMMAND_ENDPOINTS, type Caller, type FuzzWorld } from "@wellbeing/testkit/commandEndpoints";
import { enterFuzzWorld } from "@wellbeing/testkit/fuzzWorld";
import { projectorAtHead, replayDifferences } from "@wellbeing/testkit/readModelReplay";
import { startTestSystem, type TestSystem } from "@wellbeing/testkit/testSystem";

// No accepted command can stall a projection: commands generated for every command endpoint,
// valid yet unusual (Welsh letters, emoji, markup, quotes, line breaks, the longest allowed text,
// the largest capacity...), are sent; then the projector reaches the head with no projection
// failing, and every read model equals a replay of the whole log from position 0.

let system: TestSystem;
let world: FuzzWorld;
const clients = {} as Record<Caller, ApiClient>;

beforeAll(async () => {
  system = await startTestSystem();
  const entered = await enterFuzzWorld(system.url, "accepted.changer@example.org");
  world = entered.world;
  Object.assign(clients, entered.clients);
});
afterAll(async () => {
  await system.stop();
});

const withBodies = COMMAND_ENDPOINTS.filter((endpoint) => endpoint.valid !== null);

/** The endpoints that take no body, each with one accepted request, in an order that makes each one valid. */
const acceptPathCommands = async (statuses: number[]) => {
  const record = (response: { status: number }) => statuses.push(response.status);
  const admin = clients.admin;
  const added = await admin.post("/api/users/", {
    name: "Path Trainer",
    email: "path.trainer@example.org",
    role: "trainer",
    localLead: world.ids.lead,
    organisation: { category: "Health", value: "Health" },
    localAuthorities: ["Newport"],
  });
  record(added);
  const trainerId = added.body._id as string;
  record(await admin.post(`/api/users/${trainerId}/archive`));
  record(await admin.post(`/api/users/${trainerId}/restore`));
  record(await clients.lead.request("DELETE", `/api/local-lead/${world.ids.lead}/trainer/${trainerId}`));
  const multi = new ApiClient(system.url);
  await multi.logIn(DEMO_ACCOUNTS.multi, DEMO_PASSWORD, "staff");
  record(await multi.request("DELETE", `/api/remove/${world.ids.lead}/${(await multi.get("/api/users/auth")).body.userId}`));
  const created = await clients.trainer.post("/api/add-session", {
    dates: [{ sessionDate: new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10), startTime: "10:00", endTime: "12:00" }],
    remote: true,
    meetingPlatform: "teams",
    meetingLink: "https://teams.microsoft.com/l/meetup-join/x",
    course: "YOUNG_PEOPLE",
    modules: ["1"],
    capacity: 500,
    partnerTrainer1: world.ids.trainer,
    contactEmail: DEMO_ACCOUNTS.trainer,
  });
  record(created);
  const scheduled = await clients.trainer.post(`/api/sessions/${created.body.id}/scheduled-emails`, {
    date: new Date(Date.now() + 5 * 86_400_000).toISOString(),
    surveyType: "post",
    recipients: ["rhys@example.org"],
  });
  record(scheduled);
  record(await clients.trainer.request("DELETE", `/api/sessions/${created.body.id}/scheduled-emails/${scheduled.body.scheduledEmailId}`));
  record(await clients.trainer.request("DELETE", `/api/session-delete/${created.body.id}`));
  record(await clients.anonymous.get(`/api/users/forget-password/?email=${encodeURIComponent(DEMO_ACCOUNTS.participant)}`));
  const leaving = await signUpParticipant(system.url, "Leaving Llinos", "leaving.llinos@example.org");
  record(await leaving.client.request("DELETE", `/api/users/${leaving.userId}`));
  record(await (await signUpParticipant(system.url, "Logging Out", "logging.out@example.org")).client.post("/api/logout"));
};

/** Up to 200 generated commands and a full replay: 12 s alone, over 60 s beside 28 other files at load 17. */
const LONG_CHAIN_MS = 240_000;

it(
  "every read model holds every accepted command, and equals a replay of the log",
  async () => {
    const statuses: number[] = [];
    const command = fc.constantFrom(...withBodies).chain((endpoint) => endpoint.valid!(world).map((body) => ({ endpoint, body })));
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 8 }), async (commands) => {
        for (const { endpoint, body } of commands) {
          const response = await clients[endpoint.caller].request(endpoint.method, endpoint.path(world), body);
          expect(response.status, `${endpoint.name} ${JSON.stringify(body).slice(0, 300)}`).toBeLessThan(500);
          statuses.push(response.status);
        }
      }),
      { numRuns: Number(process.env.ACCEPTED_RUNS ?? 25) },
    );
    await acceptPathCommands(statuses);
    // The generators make acceptable commands: most are accepted (the rest refused by a rule, e.g. an address taken).
    expect(statuses.filter((status) => status < 300).length / statuses.length).toBeGreaterThan(0.6);

    // The projector reaches the head, with no projection failing.
    await projectorAtHead(system.pool, system.store);

    // Every read model equals a replay of the whole log from position 0.
    await system.projector.pause();
    try {
      expect(await replayDifferences(system.db, system.store, "accepted_replay")).toEqual({});
    } finally {
      await system.projector.resume();
    }
  },
  LONG_CHAIN_MS,
);
