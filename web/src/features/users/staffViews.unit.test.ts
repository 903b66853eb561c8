import { describe, expect, it } from "vitest";
import { PRODUCT_TEXTS, en, type StaffListItem } from "@wellbeing/domain";
import { cy } from "@wellbeing/domain/i18n/cy";
import { addTrainerOutcome } from "./addTrainerOutcome";
import { byName, detailRows, displayName, listOf, personLinks, viewTitle, type StaffView } from "./staffViews";
import { translator } from "@wellbeing/i18n";

const english = translator(en, "en");
const welsh = translator(cy, "cy");

const person = (overrides: Partial<StaffListItem>): StaffListItem => ({
  _id: "id",
  name: "Someone",
  email: "someone@example.org",
  role: "trainer",
  organisation: null,
  localAuthorities: [],
  localLeadName: null,
  trainerCount: 0,
  archived: false,
  ...overrides,
});

describe("the trainers page's lists", () => {
  it("sorts rows by name, whatever their case, people without a name last", () => {
    const rows = [person({ _id: "c", name: "cai" }), person({ _id: "n", name: null }), person({ _id: "a", name: "Ann" }), person({ _id: "b", name: "Ben" })];
    expect(byName(rows).map((row) => row._id)).toEqual(["a", "b", "c", "n"]);
  });

  it("takes the toggle's list from the directory", () => {
    const directory = {
      trainerList: [person({ _id: "t" })],
      localLeadList: [person({ _id: "l" })],
      auditorList: [person({ _id: "a", role: "auditor" })],
      archivedList: [],
    };
    expect(listOf(directory, "trainers").map((row) => row._id)).toEqual(["t"]);
    expect(listOf(directory, "localLeads").map((row) => row._id)).toEqual(["l"]);
    expect(listOf(directory, "auditors").map((row) => row._id)).toEqual(["a"]);
    expect(listOf(directory, "archived")).toEqual([]);
  });

  it("titles the page by the list shown: Trainers, Local Leads or Archived", () => {
    expect(["trainers", "localLeads", "auditors", "archived"].map((view) => english(viewTitle(view as StaffView)))).toEqual([
      "Trainers",
      "Local Leads",
      "Auditors",
      "Archived",
    ]);
  });

  it("marks the viewer's own row", () => {
    expect(displayName(english, person({ _id: "me", name: "Lee" }), "me")).toBe("Lee (Me)");
    expect(displayName(english, person({ _id: "x", name: null, email: null }), "me")).toBe("N/A");
    expect(displayName(welsh, person({ _id: "me", name: "Lee" }), "me")).toBe("Lee (Fi)");
  });

  it("details a trainer's lead, a lead's group size, and the archived status", () => {
    expect(detailRows(english, person({ localLeadName: "Lee Lead" }))).toContainEqual({ label: "Local lead", value: "Lee Lead" });
    const lead = detailRows(english, person({ role: "localLead", trainerCount: 3, archived: true }));
    expect(lead).toContainEqual({ label: "Trainers in their group", value: "3" });
    expect(lead).toContainEqual({ label: "Status", value: "Archived" });
    expect(lead.map((row) => row.label)).not.toContain("Local lead");
    expect(detailRows(welsh, person({ archived: true }))).toContainEqual({ label: "Statws", value: "Archifwyd" });
  });
});

describe("what a local lead is told after adding a trainer", () => {
  const told = (
    answer: Omit<Parameters<typeof addTrainerOutcome>[0], "invitationPending" | "alreadyInvited"> & { invitationPending?: boolean; alreadyInvited?: boolean },
  ) => english(addTrainerOutcome({ invitationPending: false, alreadyInvited: false, ...answer }));

  it("uses the specification's texts", () => {
    expect(told({ alreadyInGroup: true, newAccount: false, emailSent: false })).toBe(PRODUCT_TEXTS.trainerAlreadyInGroup);
    expect(told({ alreadyInGroup: false, newAccount: true, emailSent: true })).toBe(PRODUCT_TEXTS.userAdded);
    expect(told({ alreadyInGroup: false, newAccount: false, emailSent: true })).toBe(PRODUCT_TEXTS.trainerJoinedGroup);
    expect(told({ alreadyInGroup: false, newAccount: true, emailSent: false })).toBe(PRODUCT_TEXTS.invitationNotSent);
    expect(told({ alreadyInGroup: false, newAccount: false, emailSent: false })).toBe(PRODUCT_TEXTS.groupNoticeNotSent);
  });

  it("says a trainer of another group was invited and stays there until they accept (or was invited already)", () => {
    expect(told({ alreadyInGroup: false, newAccount: false, emailSent: true, invitationPending: true })).toBe(en.groupInvitations.invited);
    expect(told({ alreadyInGroup: false, newAccount: false, emailSent: false, invitationPending: true })).toBe(en.groupInvitations.invitedNotSent);
    expect(told({ alreadyInGroup: false, newAccount: false, emailSent: false, invitationPending: true, alreadyInvited: true })).toBe(
      en.groupInvitations.alreadyInvited,
    );
  });
});

describe("the View modal's links (§2.16, §2.17)", () => {
  it("leads from a trainer to their results (the course picked first, their name in the title) and their sessions", () => {
    expect(personLinks(person({ _id: "t1", name: "Tara Trainer" }), "lead").map((link) => [english(link.text), link.to])).toEqual([
      ["Results", "/choose-course?target=trainer&userId=t1&trainerName=Tara+Trainer"],
      ["Sessions", "/trainer-sessions/t1"],
    ]);
  });

  it("leads from a local lead to their own results and sessions, and their group's", () => {
    expect(personLinks(person({ _id: "l1", name: "Lee", role: "localLead" }), "admin").map((link) => [english(link.text), link.to])).toEqual([
      ["Results", "/choose-course?target=trainer&userId=l1&trainerName=Lee"],
      ["Sessions", "/trainer-sessions/l1"],
      ["Group results", "/choose-course?target=localLeadGroup&userId=l1&trainerName=Lee"],
      ["Group sessions", "/group-sessions/l1"],
    ]);
  });

  it("offers nothing about the viewer themself, nor about an auditor", () => {
    expect(personLinks(person({ _id: "me" }), "me")).toEqual([]);
    expect(personLinks(person({ _id: "a1", role: "auditor" }), "admin")).toEqual([]);
  });
});
