import { describe, expect, it } from "vitest";
import { givenWhenThen } from "../testing/givenWhenThen";
import { foldEvents } from "../shared/decider";
import { message } from "../i18n/translate";
import { sessionGateDecider, withdrawnFromGate, withdrawnFromSession } from "./gate";
import { SESSION_GATES, gateOf, sessionGateStreams } from "./streams";
import { responseRecorded } from "./testFixtures";

const { given } = givenWhenThen(sessionGateDecider);

const record = { type: "RecordSessionResponse", sessionId: "s-1", surveyType: "pre-course" } as const;
const close = { type: "CloseSessionGate", sessionId: "s-1" } as const;
const closed = { type: "SessionGateClosed" as const, data: { sessionId: "s-1" } };
const withdraw = (...surveyTypes: Array<"pre-course" | "post">) => ({ type: "WithdrawSessionResponses", sessionId: "s-1", surveyTypes }) as const;
const withdrawn = (surveyType: "pre-course" | "post") => ({ type: "SessionResponseWithdrawn" as const, data: { sessionId: "s-1", surveyType } });

describe("a gate of a session's response count (issue 30: no deletion of a session with responses, without one hot stream)", () => {
  it("counts a response while open", () => {
    given().when(record).then(responseRecorded("pre-course"));
    given(responseRecorded("post")).when(record).then(responseRecorded("pre-course"));
  });

  it("refuses a response once the session's deletion closed it", () => {
    given(closed).when(record).thenFails({ _tag: "NotFound" });
  });

  it("closes for a deletion when it counts no response, and refuses it while it counts one", () => {
    given().when(close).then(closed);
    given(responseRecorded("pre-course"), withdrawn("pre-course")).when(close).then(closed);
    given(responseRecorded("pre-course"))
      .when(close)
      .thenFails({ _tag: "Conflict", reason: message("session.cannotDelete") });
    given(closed).when(close).then();
  });

  it("withdraws only the responses it counts", () => {
    given(responseRecorded("pre-course"), responseRecorded("post")).when(withdraw("pre-course", "post")).then(withdrawn("pre-course"), withdrawn("post"));
    given(responseRecorded("post")).when(withdraw("pre-course", "post")).then(withdrawn("post"));
    given().when(withdraw("pre-course")).then();
  });

  it("leaves the rest of a withdrawal to the session's own stream (responses counted there before the gates)", () => {
    const gate = foldEvents(sessionGateDecider, [responseRecorded("post")]);
    expect(withdrawnFromGate(gate, ["pre-course", "post", "post"])).toEqual(["post"]);
    expect(withdrawnFromSession(gate, ["pre-course", "post", "post"])).toEqual(["pre-course", "post"]);
  });

  it("puts a participant on the same one of the session's gates every time", () => {
    expect(sessionGateStreams("s-1")).toHaveLength(SESSION_GATES);
    expect(gateOf("0196a1b2-0000-7000-8000-000000000001")).toBe(gateOf("0196a1b2-0000-7000-8000-000000000001"));
    const gates = new Set(Array.from({ length: 200 }, (_, at) => gateOf(`participant-${at}`)));
    expect(gates.size).toBe(SESSION_GATES);
  });
});
