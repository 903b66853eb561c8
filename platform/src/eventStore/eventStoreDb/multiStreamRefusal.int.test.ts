import { Server, ServerCredentials } from "@grpc/grpc-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RefusedToStart } from "../../refusedToStart";
import { KurrentDbEventStore } from "./kurrentDbEventStore";

// A gRPC server with none of KurrentDB's calls stands in for a server without multi-stream append:
// it answers every call "unimplemented", as EventStoreDB 24.10 answers the append across streams.
let server: Server;
let url: string;

beforeAll(async () => {
  server = new Server();
  const port = await new Promise<number>((resolve, reject) =>
    server.bindAsync("127.0.0.1:0", ServerCredentials.createInsecure(), (error, bound) => (error ? reject(error) : resolve(bound))),
  );
  url = `kurrentdb://127.0.0.1:${port}?tls=false`;
});

afterAll(() => {
  server.forceShutdown();
});

describe("connecting to an event store without atomic appends across streams", () => {
  it("refuses, with one line saying why, before anything is written", async () => {
    const refusal = await KurrentDbEventStore.connect(url).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(RefusedToStart);
    expect((refusal as Error).message).toMatch(/^Refusing to start: .*KurrentDB 25\.1 or later \(the server answered: .+\)$/);
    expect((refusal as Error).message).not.toContain("\n");
  });
});
