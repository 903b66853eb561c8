import { UnavailableError, UnsupportedError, WrongExpectedVersionError, type AppendStreamRequest, type KurrentDBClient } from "@kurrent/kurrentdb-client";
import { describe, expect, it } from "vitest";
import { RefusedToStart } from "../../refusedToStart";
import { requireMultiStreamAppend } from "./multiStreamSupport";

/** A server as the client sees it: how it answers the probe (the request it was sent is kept). */
const serverAnswering = (answer: (request: AppendStreamRequest) => Promise<never> | Error) => {
  const asked: AppendStreamRequest[] = [];
  const client: Pick<KurrentDBClient, "multiStreamAppend"> = {
    multiStreamAppend: async (requests) => {
      asked.push(...requests);
      const outcome = answer(requests[0]!);
      throw outcome instanceof Error ? outcome : await outcome;
    },
  };
  return { client, asked };
};

describe("a KurrentDB server checked for atomic appends across streams", () => {
  it("given a server that refuses the probe for its stream's state, then it is used, and the probe asked for a new stream to exist (nothing can be written)", async () => {
    const { client, asked } = serverAnswering((request) =>
      WrongExpectedVersionError.fromRevisionConflict({ stream: request.streamName, expectedRevision: "-4", actualRevision: "-1" }),
    );
    await expect(requireMultiStreamAppend(client)).resolves.toBeUndefined();
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ streamName: expect.stringMatching(/^wellbeing-append-probe-/), expectedState: "stream_exists" });
  });

  it("given a server without the call (before 25.1), then the service refuses to start, in one line saying why and what to run", async () => {
    const { client } = serverAnswering(() => new UnsupportedError("multiStreamAppend", "25.1"));
    const refusal = await requireMultiStreamAppend(client).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(RefusedToStart);
    const line = (refusal as RefusedToStart).message;
    expect(line).not.toContain("\n");
    expect(line).toMatch(/^Refusing to start: .*EVENTSTORE_URL.* several streams .*KurrentDB 25\.1 or later/);
  });

  it("given a server that cannot be reached, then that failure is passed on as it is (not a refusal: a restart may find it)", async () => {
    const unavailable = new UnavailableError();
    const { client } = serverAnswering(() => unavailable);
    await expect(requireMultiStreamAppend(client)).rejects.toBe(unavailable);
  });

  it("given a server that accepts an append to a stream that cannot exist, then it is not trusted", async () => {
    const client: Pick<KurrentDBClient, "multiStreamAppend"> = { multiStreamAppend: async () => ({ position: 1n, responses: [] }) };
    await expect(requireMultiStreamAppend(client)).rejects.toThrow(/cannot exist/);
  });
});
