import { describe, expect, it } from "vitest";
import type { AddableRole } from "@wellbeing/domain";
import { invitationEmail } from "./staffEmails";

const invite = (role: AddableRole, language: "en" | "cy") =>
  invitationEmail({ email: "new@example.org", name: "Nia New", role, setPasswordUrl: "https://example.org/reset-password/x", group: null, language }).text;

describe("the staff invitation names the role with its article", () => {
  it.each([
    ["trainer", "as a trainer."],
    ["localLead", "as a local lead."],
    ["auditor", "as an auditor."],
  ] as const)("given a new %s, when invited in English, then it reads '%s'", (role, words) => {
    expect(invite(role, "en")).toContain(`An account has been created for you on Wellbeing training ${words}`);
  });

  it.each([
    ["trainer", "fel hyfforddwr."],
    ["localLead", "fel arweinydd lleol."],
    ["auditor", "fel archwilydd."],
  ] as const)("given a new %s, when invited in Welsh, then it reads '%s'", (role, words) => {
    expect(invite(role, "cy")).toContain(`Mae cyfrif wedi'i greu i chi ar Hyfforddiant llesiant ${words}`);
  });
});
