import { GenericContainer, getContainerRuntimeClient, Wait } from "testcontainers";
import { it } from "vitest";
import { eventStoreContract } from "../eventStoreContract";
import { EventStoreDbEventStore } from "./eventStoreDbEventStore";

const IMAGE = "eventstore/eventstore:24.10";
const PORT = 2113;
const RUNTIME_PROBE_MS = 3_000;

interface EventStoreDbServer {
  readonly url: string;
  readonly stop: () => Promise<void>;
}

/** Why no container runtime can be used, or null when one answers. */
const containerRuntimeProblem = async (): Promise<string | null> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${RUNTIME_PROBE_MS} ms`)), RUNTIME_PROBE_MS);
  });
  try {
    await Promise.race([getContainerRuntimeClient(), timeout]);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    clearTimeout(timer);
  }
};

const startContainer = async (): Promise<EventStoreDbServer> => {
  const container = await new GenericContainer(IMAGE)
    .withEnvironment({ EVENTSTORE_INSECURE: "true", EVENTSTORE_MEM_DB: "true", EVENTSTORE_RUN_PROJECTIONS: "None" })
    .withExposedPorts(PORT)
    .withWaitStrategy(Wait.forHttp("/health/live", PORT))
    .start();
  return {
    url: `esdb://${container.getHost()}:${container.getMappedPort(PORT)}?tls=false`,
    stop: async () => {
      await container.stop();
    },
  };
};

const configuredUrl = process.env.EVENTSTORE_URL;
const runtimeProblem = configuredUrl ? null : await containerRuntimeProblem();

if (runtimeProblem === null) {
  eventStoreContract("EventStoreDB", async () => {
    const server: EventStoreDbServer = configuredUrl ? { url: configuredUrl, stop: async () => {} } : await startContainer();
    return { store: new EventStoreDbEventStore(server.url), dispose: server.stop };
  });
} else {
  console.log(`EventStoreDB contract skipped: EVENTSTORE_URL is not set and no container runtime answered (${runtimeProblem})`);
  it.skip("EventStoreDB event store contract", () => {});
}
