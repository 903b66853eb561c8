import {
  ANY,
  NO_STREAM,
  STREAM_EXISTS,
  WrongExpectedVersionError,
  jsonEvent,
  type AppendStreamRequest,
  type AppendStreamState,
  type JSONType,
  type MultiAppendResult,
} from "@kurrent/kurrentdb-client";
import { WrongExpectedRevision, type ExpectedRevision, type StreamAppend } from "../port";
import { checkShares } from "../streamShares";
import { toMetadataProperties } from "./eventMetadata";

const EXPECTED: Record<Exclude<ExpectedRevision, bigint>, AppendStreamState> = { any: ANY, no_stream: NO_STREAM, stream_exists: STREAM_EXISTS };

export const expectedStateOf = (expected: ExpectedRevision): AppendStreamState => (typeof expected === "bigint" ? expected : EXPECTED[expected]);

/** The shares of an append as one multi-stream append request per stream, in the order given (the order they take in the log). */
export const toAppendRequests = (appends: ReadonlyArray<StreamAppend>): AppendStreamRequest[] => {
  checkShares(appends);
  return appends.map((share) => ({
    streamName: share.streamId,
    expectedState: expectedStateOf(share.expectedRevision),
    events: share.events.map((event) =>
      jsonEvent({ id: event.eventId, type: event.type, data: event.data as JSONType, metadata: toMetadataProperties(event.metadata) }),
    ),
  }));
};

/** Each share's revision after the append, from the server's answer (one per stream, in the request's order). */
export const revisionsOf = (appends: ReadonlyArray<StreamAppend>, result: MultiAppendResult): bigint[] =>
  appends.map((share, index) => {
    const answered = result.responses[index];
    if (answered?.streamName !== share.streamId) throw new Error(`KurrentDB answered a multi-stream append without the revision of ${share.streamId}`);
    return answered.revision;
  });

/** A refusal for a stream's expected state as the port's WrongExpectedRevision, naming that stream; anything else as it came. */
export const refusalOf = (error: unknown, appends: ReadonlyArray<StreamAppend>): unknown => {
  if (!(error instanceof WrongExpectedVersionError)) return error;
  const share = appends.find((candidate) => candidate.streamId === error.streamName);
  const actual = typeof error.actualState === "bigint" ? error.actualState : "no_stream";
  return new WrongExpectedRevision(error.streamName, share?.expectedRevision ?? error.expectedState, actual);
};
