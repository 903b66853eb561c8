import { Either } from "effect";
import { describe, expect, it } from "vitest";
import { shortIdDecider, shortIdStream } from "@wellbeing/domain";
import { decideClaim } from "./claimedAppend";

const stream = (state: typeof shortIdDecider.initialState) => ({ streamId: shortIdStream("AbC123"), state, revision: "no_stream" as const });
const claimOf = (sessionId: string) => ({ type: "ClaimShortId", sessionId }) as const;

describe("deciding a claim", () => {
  it("given a free short id, when a session claims it, then the claim share holds the claim at the revision it was decided on", () => {
    const claim = decideClaim(shortIdDecider, stream(shortIdDecider.initialState), claimOf("s-1"));
    expect(claim).toEqual(
      Either.right({
        streamId: shortIdStream("AbC123"),
        events: [{ type: "ShortIdClaimed", data: { sessionId: "s-1" } }],
        expectedRevision: "no_stream",
      }),
    );
  });

  it("given a short id another session holds, when a session claims it, then the claim is refused", () => {
    const claim = decideClaim(shortIdDecider, stream({ sessionId: "s-other" }), claimOf("s-1"));
    expect(Either.isLeft(claim)).toBe(true);
  });
});
