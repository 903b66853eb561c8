import { describe, expect, it } from "vitest";
import { foldEvents } from "../shared/decider";
import { givenWhenThen } from "../testing/givenWhenThen";
import type { EvaluationEvent } from "./events";
import { pseudonymOf, respondentDecider } from "./respondentDecider";

const { given } = givenWhenThen(respondentDecider);
const NOW = "2026-03-01T10:00:00.000Z";

const assigned = (pseudonym: string | null): EvaluationEvent => ({
  type: "RespondentPseudonymAssigned",
  data: { personId: "user-ana", pseudonym, assignedAt: NOW },
});
const assign = (pseudonym: string) => ({ type: "AssignRespondentPseudonym", personId: "user-ana", pseudonym, now: NOW }) as const;

describe("a respondent's pseudonym", () => {
  it("given none, when one is assigned, then it is recorded", () => {
    given().when(assign("p-1")).then(assigned("p-1"));
  });

  it("given one, when another is assigned, then nothing is recorded: a person keeps their first", () => {
    given(assigned("p-1")).when(assign("p-2")).then();
    expect(pseudonymOf(foldEvents(respondentDecider, [assigned("p-1")]), "p-2")).toBe("p-1");
  });

  it("given none, then the pseudonym is the fresh one the command records", () => {
    expect(pseudonymOf(respondentDecider.initialState, "p-2")).toBe("p-2");
  });

  it("given the person was erased (the pseudonym reads null), then they have no pseudonym and get no new one", () => {
    given(assigned(null)).when(assign("p-2")).then();
    expect(pseudonymOf(foldEvents(respondentDecider, [assigned(null)]), "p-2")).toBeNull();
  });
});

describe("a respondent's demographics", () => {
  const given_ = (personId: string): EvaluationEvent => ({ type: "RespondentDemographicsGiven", data: { personId, givenAt: NOW } });
  const record = { type: "RecordRespondentDemographics", personId: "user-ana", now: NOW } as const;

  it("given none recorded, when a response gives them, then they are recorded and known from then on", () => {
    given(assigned("p-1")).when(record).then(given_("user-ana"));
    expect(foldEvents(respondentDecider, [assigned("p-1"), given_("user-ana")]).demographicsKnown).toBe(true);
  });

  it("given them recorded, when another response gives them, then nothing is recorded", () => {
    given(assigned("p-1"), given_("user-ana")).when(record).then();
  });
});
