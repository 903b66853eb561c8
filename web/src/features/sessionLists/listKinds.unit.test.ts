import { describe, expect, it } from "vitest";
import { sessionListScreen } from "./listKinds";

const admin = { userId: "admin-1", role: "admin" } as const;
const lead = { userId: "lead-1", role: "localLead" } as const;
const trainer = { userId: "trainer-1", role: "trainer" } as const;

describe("the session list screens by route and role (§2.7)", () => {
  it("titles: Your Sessions, All Sessions, Your Group Sessions, Group Sessions, Trainer Sessions", () => {
    expect(sessionListScreen("mine", trainer, undefined)).toMatchObject({ title: "shell.yourSessions", endpoint: "/api/users/sessions" });
    expect(sessionListScreen("mine", lead, undefined)).toMatchObject({ title: "shell.yourSessions" });
    expect(sessionListScreen("mine", admin, undefined)).toMatchObject({ title: "shell.allSessions" });
    expect(sessionListScreen("all", admin, undefined)).toMatchObject({ title: "shell.allSessions", showFilters: true });
    expect(sessionListScreen("group", lead, undefined)).toMatchObject({ title: "shell.yourGroupSessions", endpoint: "/api/users/sessions/lead-1" });
    expect(sessionListScreen("group", lead, "lead-1")).toMatchObject({ title: "shell.yourGroupSessions" });
    expect(sessionListScreen("group", admin, "lead-9")).toMatchObject({ title: "sessionList.titleGroup", endpoint: "/api/users/sessions/lead-9" });
    expect(sessionListScreen("trainer", admin, "trainer-1")).toMatchObject({
      title: "sessionList.titleTrainer",
      endpoint: "/api/users/trainer-sessions/trainer-1",
    });
    expect(sessionListScreen("trainer", lead, undefined)).toMatchObject({ endpoint: "/api/users/trainer-sessions/lead-1" });
  });

  it("an admin's group list needs a local lead: without one it is the full list", () => {
    expect(sessionListScreen("group", admin, undefined)).toEqual({ redirect: "/all-sessions" });
  });

  it("non-admins get the invite link, with the group flag for local leads; admins none", () => {
    expect(sessionListScreen("mine", trainer, undefined)).toMatchObject({ invitePath: "/available-sessions/trainer-1" });
    expect(sessionListScreen("group", lead, undefined)).toMatchObject({ invitePath: "/available-sessions/lead-1?group=true" });
    expect(sessionListScreen("all", admin, undefined)).toMatchObject({ invitePath: null });
  });

  it("only the admin's full lists have the filter panel; trainers never see a trainer filter", () => {
    expect(sessionListScreen("mine", trainer, undefined)).toMatchObject({ showFilters: false });
    expect(sessionListScreen("group", lead, undefined)).toMatchObject({ showFilters: false });
    expect(sessionListScreen("trainer", admin, "trainer-1")).toMatchObject({ showFilters: false });
  });

  it("exports what the list shows, within the caller's reach", () => {
    expect(sessionListScreen("mine", trainer, undefined)).toMatchObject({ exportTarget: "me", exportFilters: {} });
    expect(sessionListScreen("mine", lead, undefined)).toMatchObject({ exportTarget: "me" });
    expect(sessionListScreen("all", admin, undefined)).toMatchObject({ exportTarget: "all" });
    expect(sessionListScreen("group", lead, undefined)).toMatchObject({ exportTarget: "myGroup", exportFilters: {} });
    expect(sessionListScreen("group", admin, "lead-9")).toMatchObject({ exportTarget: "all", exportFilters: { localLeads: ["lead-9"] } });
    expect(sessionListScreen("trainer", lead, "trainer-1")).toMatchObject({ exportTarget: "myGroup", exportFilters: { trainers: ["trainer-1"] } });
    expect(sessionListScreen("trainer", admin, "trainer-1")).toMatchObject({ exportTarget: "all", exportFilters: { trainers: ["trainer-1"] } });
  });
});
