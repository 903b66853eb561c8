import { Either } from "effect";
import { describe, expect, it } from "vitest";
import { message } from "../i18n/translate";
import { decodeTrainerSignUpScreen, decodeTttUpgrade } from "./form";
import { roleOfTrainerSignUp } from "./steps";

// PATCH /api/upgrade-to-ttt's body (§5, §7): the step moved on to, and the trainer sign-up's fields with it.

describe("the train-the-trainer body", () => {
  it("reads the trainer sign-up: the role, the local authorities (trimmed; new ones allowed), the consent", () => {
    expect(decodeTttUpgrade({ step: "howItWorks", role: "localLead", localAuthorities: [" Newport ", "Ceredigion"], acceptLocalLeadAccess: true })).toEqual(
      Either.right({ kind: "signUp", role: "localLead", localAuthorities: ["Newport", "Ceredigion"], acceptLocalLeadAccess: true }),
    );
  });

  it("says what is wrong with each sign-up field at once", () => {
    expect(decodeTttUpgrade({ step: "howItWorks", role: "admin", localAuthorities: [], acceptLocalLeadAccess: false })).toEqual(
      Either.left({
        role: message("validation.required"),
        localAuthorities: message("validation.selectAtLeastOne"),
        acceptLocalLeadAccess: message("trainerUpgrade.consentRequired"),
      }),
    );
    expect(decodeTttUpgrade({ step: "howItWorks" })).toEqual(
      Either.left({
        role: message("validation.required"),
        localAuthorities: message("validation.selectAtLeastOne"),
        acceptLocalLeadAccess: message("trainerUpgrade.consentRequired"),
      }),
    );
  });

  it("reads the later steps with nothing else, and refuses an unknown or missing step", () => {
    expect(decodeTttUpgrade({ step: "watchTttVideo" })).toEqual(Either.right({ kind: "step", nextStep: "watchTttVideo" }));
    expect(decodeTttUpgrade({ step: null, role: "trainer" })).toEqual(Either.right({ kind: "step", nextStep: null }));
    expect(decodeTttUpgrade({ step: "signupAsTtt" })).toEqual(Either.left({ step: message("validation.required") }));
    expect(decodeTttUpgrade({})).toEqual(Either.left({ step: message("validation.required") }));
  });
});

describe("the manager box (§4)", () => {
  it("makes a local lead when ticked, otherwise a trainer", () => {
    expect(roleOfTrainerSignUp(true)).toBe("localLead");
    expect(roleOfTrainerSignUp(false)).toBe("trainer");
  });
});

describe("the trainer sign-up screen", () => {
  it("turns the manager box into the role, and judges the fields as the server does", () => {
    expect(decodeTrainerSignUpScreen({ localAuthorities: ["Torfaen"], isManager: true, acceptLocalLeadAccess: true })).toEqual(
      Either.right({ role: "localLead", localAuthorities: ["Torfaen"], acceptLocalLeadAccess: true }),
    );
    expect(decodeTrainerSignUpScreen({ localAuthorities: [], isManager: false, acceptLocalLeadAccess: true })).toEqual(
      Either.left({ localAuthorities: message("validation.selectAtLeastOne") }),
    );
  });
});
