import { describe, it } from "vitest";
import { message } from "../i18n/translate";
import { givenWhenThen } from "../testing/givenWhenThen";
import { userRegistered } from "../users/testFixtures";
import { resultsAccessDecider } from "./decider";

const { given } = givenWhenThen(resultsAccessDecider);
const now = "2026-11-26T09:00:00.000Z";

const trainer = userRegistered({ roles: ["trainer"] });
const participant = userRegistered({ roles: ["participant"] });
const recorded = (consent: boolean) => ({ type: "ResultsAccessConsentRecorded" as const, data: { userId: "u-1", consent, recordedAt: now } });
const deleted = { type: "AccountDeleted" as const, data: { userId: "u-1", erasedKeys: ["u-1"], deletedAt: now } };
const record = (consent: boolean, role: "trainer" | "participant" | "localLead" = "trainer") => ({
  type: "RecordResultsAccessConsent" as const,
  role,
  consent,
  now,
});

describe("recording the results-access consent", () => {
  it("given a trainer who never chose, when they withdraw access, then the withdrawal is recorded", () => {
    given(trainer).when(record(false)).then(recorded(false));
  });

  it("given a trainer who never chose, when they give access, then nothing is recorded: access is given by default", () => {
    given(trainer).when(record(true)).then();
  });

  it("given a trainer who withdrew access, when they give it again, then it is recorded; the same choice twice records nothing", () => {
    given(trainer, recorded(false)).when(record(true)).then(recorded(true));
    given(trainer, recorded(false)).when(record(false)).then();
  });

  it("given a participant account, when it records a consent, then it is refused: results are staff's", () => {
    given(participant)
      .when(record(false, "participant"))
      .thenFails({ _tag: "NotAllowed", reason: message("product.notAllowed") });
  });

  it("given a trainer account, when it records a consent as a role it does not hold, then it is refused", () => {
    given(trainer).when(record(false, "localLead")).thenFails({ _tag: "NotAllowed" });
  });

  it("given no account, or a deleted one, when a consent is recorded, then nobody is found", () => {
    given().when(record(false)).thenFails({ _tag: "NotFound", what: "user" });
    given(trainer, deleted).when(record(false)).thenFails({ _tag: "NotFound", what: "user" });
  });
});
