import { en } from "@wellbeing/domain";
import { describe, expect, it } from "vitest";
import { isCurrent, menuEntries, type MenuEntry } from "./menuEntries";
import { formatMessage } from "@wellbeing/i18n";

const texts = (entries: ReadonlyArray<MenuEntry>) =>
  entries.map((entry) => (entry.kind === "link" || entry.kind === "group" ? formatMessage(en, "en", entry.text) : entry.kind));

describe("menuEntries (§2.4)", () => {
  it("gives a trainer the trainer menu", () => {
    expect(texts(menuEntries("trainer", false))).toEqual([
      "Home",
      "Create New Session",
      "Sessions",
      "Evaluation results",
      "Account details",
      "Trainer Advice",
      "logOut",
    ]);
  });

  it("gives an admin the admin menu", () => {
    expect(texts(menuEntries("admin", false))).toEqual([
      "Home",
      "All Results",
      "All Sessions",
      "Trainers & Local Leads",
      "Participants",
      "Create New Session",
      "Course Schedule",
      "Error reports",
      "Account Details",
      "Event history",
      "logOut",
    ]);
  });

  it("gives an auditor the event history and their account, nothing else (issue 15)", () => {
    const entries = menuEntries("auditor", true);
    expect(texts(entries)).toEqual(["Home", "Event history", "Account details", "switchAccount", "logOut"]);
    expect(entries[0]?.kind === "link" && entries[0].to).toBe("/audit");
  });

  it("groups a local lead's results and sessions", () => {
    const entries = menuEntries("localLead", false);
    expect(texts(entries)).toEqual([
      "Home",
      "Evaluation results",
      "Sessions",
      "Create New Session",
      "Account details",
      "Your Trainers",
      "Trainer Advice",
      "logOut",
    ]);
    const results = entries[1];
    expect(results?.kind === "group" && results.links.map((entry) => entry.to)).toEqual(["/trainer-results?target=me", "/trainer-results?target=myGroup"]);
  });

  it("offers Switch Account only to a person holding several accounts", () => {
    expect(texts(menuEntries("participant", true))).toEqual(["Home", "My course", "Materials", "My Account", "switchAccount", "logOut"]);
    expect(texts(menuEntries("participant", false))).not.toContain("switchAccount");
  });

  it("leaves only Log out before an account is chosen", () => {
    expect(texts(menuEntries(null, true))).toEqual(["logOut"]);
  });
});

describe("isCurrent", () => {
  it("tells the two results links apart by their target", () => {
    const location = { pathname: "/trainer-results", search: "?target=myGroup&course=C5" };
    expect(isCurrent("/trainer-results?target=myGroup", location)).toBe(true);
    expect(isCurrent("/trainer-results?target=me", location)).toBe(false);
    expect(isCurrent("/dashboard", { pathname: "/dashboard", search: "" })).toBe(true);
  });
});
