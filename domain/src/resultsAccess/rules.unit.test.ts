import { describe, expect, it } from "vitest";
import { mayViewResultsOf, resultsAccessConsentOf, sessionResultsAccess } from "./rules";

const trainer = { userId: "trainer-1", localLeadId: "lead-1" };
const as = (userId: string, role: "admin" | "superAdmin" | "localLead" | "trainer" | "participant") => ({ userId, role });

describe("who may view a trainer's results (mayViewResultsOf)", () => {
  it("given the trainer themself, when they view their own results, then they may, consent or not", () => {
    expect(mayViewResultsOf(as("trainer-1", "trainer"), trainer, false)).toBe(true);
    expect(mayViewResultsOf(as("trainer-1", "trainer"), trainer, true)).toBe(true);
  });

  it("given an admin, when they view a trainer's results, then they need the trainer's consent", () => {
    expect(mayViewResultsOf(as("admin-1", "admin"), trainer, true)).toBe(true);
    expect(mayViewResultsOf(as("admin-1", "admin"), trainer, false)).toBe(false);
    expect(mayViewResultsOf(as("super-1", "superAdmin"), trainer, false)).toBe(false);
  });

  it("given the trainer's local lead, when they view the trainer's results, then they need the consent", () => {
    expect(mayViewResultsOf(as("lead-1", "localLead"), trainer, true)).toBe(true);
    expect(mayViewResultsOf(as("lead-1", "localLead"), trainer, false)).toBe(false);
  });

  it("given a lead of another group, another trainer or a participant, when they view, then they may not, even with consent", () => {
    expect(mayViewResultsOf(as("lead-2", "localLead"), trainer, true)).toBe(false);
    expect(mayViewResultsOf(as("trainer-2", "trainer"), trainer, true)).toBe(false);
    expect(mayViewResultsOf(as("someone", "participant"), trainer, true)).toBe(false);
  });

  it("given a trainer who never chose, when their consent is read, then it is given by default", () => {
    expect(resultsAccessConsentOf(null)).toBe(true);
    expect(resultsAccessConsentOf(undefined)).toBe(true);
    expect(resultsAccessConsentOf(false)).toBe(false);
  });
});

describe("who may view a session's results (sessionResultsAccess)", () => {
  const session = (consent: boolean, coTrainer?: { userId: string; localLeadId: string | null; consent: boolean }) => ({
    trainerIds: ["trainer-1", ...(coTrainer ? [coTrainer.userId] : [])],
    trainers: [{ ...trainer, consent }, ...(coTrainer ? [coTrainer] : [])],
  });

  it("given one of the session's trainers, when they view, then they may, whatever the consents", () => {
    expect(sessionResultsAccess(as("trainer-1", "trainer"), session(false))).toBe("allowed");
    expect(sessionResultsAccess(as("trainer-2", "trainer"), session(true, { userId: "trainer-2", localLeadId: null, consent: false }))).toBe("allowed");
  });

  it("given the trainers' local lead or an admin, when they view, then they may with every trainer's consent, else the consent is missing", () => {
    expect(sessionResultsAccess(as("lead-1", "localLead"), session(true))).toBe("allowed");
    expect(sessionResultsAccess(as("admin-1", "admin"), session(true))).toBe("allowed");
    expect(sessionResultsAccess(as("lead-1", "localLead"), session(false))).toBe("noConsent");
    expect(sessionResultsAccess(as("admin-1", "admin"), session(false))).toBe("noConsent");
    expect(sessionResultsAccess(as("admin-1", "admin"), session(true, { userId: "trainer-2", localLeadId: null, consent: false }))).toBe("noConsent");
  });

  it("given another trainer, a lead outside the group or a participant, when they view, then they may not", () => {
    expect(sessionResultsAccess(as("trainer-2", "trainer"), session(true))).toBe("notAllowed");
    expect(sessionResultsAccess(as("lead-2", "localLead"), session(true))).toBe("notAllowed");
    expect(sessionResultsAccess(as("someone", "participant"), session(true))).toBe("notAllowed");
  });
});
