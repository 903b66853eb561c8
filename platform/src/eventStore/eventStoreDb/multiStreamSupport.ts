import { STREAM_EXISTS, UnsupportedError, WrongExpectedVersionError, jsonEvent, type KurrentDBClient } from "@kurrent/kurrentdb-client";
import { v7 as uuidv7 } from "uuid";
import { RefusedToStart } from "../../refusedToStart";

/** gRPC's status for a call the server does not have. */
const UNIMPLEMENTED = 12;

const lacksTheCall = (error: unknown): boolean =>
  error instanceof UnsupportedError || (typeof error === "object" && error !== null && (error as { code?: unknown }).code === UNIMPLEMENTED);

const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * Makes sure the server appends to several streams in one atomic operation (KurrentDB 25.1 and
 * later) before a service relies on it; the services never write a decision one stream at a time.
 * It asks for an append the server must refuse (a new stream expected to exist): a server that can
 * refuses it for that stream's state and writes nothing; one that cannot says it has no such call.
 */
export const requireMultiStreamAppend = async (client: Pick<KurrentDBClient, "multiStreamAppend">): Promise<void> => {
  const probe = `wellbeing-append-probe-${uuidv7()}`;
  try {
    await client.multiStreamAppend([{ streamName: probe, expectedState: STREAM_EXISTS, events: [jsonEvent({ type: "AppendProbe", data: {} })] }]);
  } catch (error) {
    if (error instanceof WrongExpectedVersionError) return;
    if (lacksTheCall(error)) {
      throw new RefusedToStart(
        `Refusing to start: the event store at EVENTSTORE_URL cannot append to several streams in one atomic operation, and the services never write a decision one stream at a time: use KurrentDB 25.1 or later (the server answered: ${reasonOf(error)})`,
      );
    }
    throw error;
  }
  throw new Error(`KurrentDB accepted an append to ${probe}, a stream that cannot exist: refusing to use it`);
};
