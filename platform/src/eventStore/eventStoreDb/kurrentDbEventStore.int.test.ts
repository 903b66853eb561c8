import { GenericContainer, getContainerRuntimeClient, Wait } from "testcontainers";
import { it } from "vitest";
import { eventStoreContract } from "../eventStoreContract";
import { KurrentDbEventStore } from "./kurrentDbEventStore";

/** The first KurrentDB with atomic appends across streams (the compose file runs the same). */
const IMAGE = "kurrentplatform/kurrentdb:25.1";
const PORT = 2113;
const RUNTIME_PROBE_MS = 3_000;

interface KurrentDbServer {
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

const startContainer = async (): Promise<KurrentDbServer> => {
  const container = await new GenericContainer(IMAGE)
    .withEnvironment({ KURRENTDB_INSECURE: "true", KURRENTDB_MEM_DB: "true", KURRENTDB_RUN_PROJECTIONS: "None", KURRENTDB_CLUSTER_SIZE: "1" })
    .withExposedPorts(PORT)
    .withWaitStrategy(Wait.forHttp("/health/live", PORT))
    .withStartupTimeout(120_000)
    .start();
  return {
    url: `kurrentdb://${container.getHost()}:${container.getMappedPort(PORT)}?tls=false`,
    stop: async () => {
      await container.stop();
    },
  };
};

const configuredUrl = process.env.EVENTSTORE_URL;
const runtimeProblem = configuredUrl ? null : await containerRuntimeProblem();

if (runtimeProblem === null) {
  eventStoreContract("KurrentDB", async () => {
    const server: KurrentDbServer = configuredUrl ? { url: configuredUrl, stop: async () => {} } : await startContainer();
    return { store: await KurrentDbEventStore.connect(server.url), dispose: server.stop };
  });
} else {
  const reason = `KurrentDB contract skipped: EVENTSTORE_URL is not set and no container runtime answered (${runtimeProblem})`;
  console.log(reason);
  it.skip(reason, () => {});
}
