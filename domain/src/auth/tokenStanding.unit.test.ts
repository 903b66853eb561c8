import { describe, expect, it } from "vitest";
import type { DomainEvent } from "../events";
import { standingOf } from "../users/account";
import type { TokenClaims } from "./sessionTokens";
import { tokenStanding } from "./tokenStanding";

// Whether a session token still speaks for its person, told as a story of their user stream.

const now = "2026-11-24T09:00:00.000Z";
const later = (minutes: number) => new Date(Date.parse(now) + minutes * 60_000).toISOString();

const registered = (roles: Array<"trainer" | "participant" | "localLead" | "admin">): DomainEvent => ({
  type: "UserRegistered",
  data: {
    userId: "u-1",
    email: "lee@example.org",
    name: "Lee",
    passwordHash: "h-1",
    roles,
    organisation: null,
    localAuthorities: [],
    localLeadId: null,
    registeredAt: now,
  },
});
const passwordChanged: DomainEvent = { type: "PasswordChanged", data: { userId: "u-1", passwordHash: "h-2", changedAt: later(1) } };
const passwordReset: DomainEvent = { type: "PasswordReset", data: { userId: "u-1", tokenHash: "t", passwordHash: "h-3", resetAt: later(2) } };
const loggedOut = (tokenId: string, tokenExpiresAt = later(60), loggedOutAt = later(3)): DomainEvent => ({
  type: "LoggedOut",
  data: { userId: "u-1", tokenId, tokenExpiresAt, loggedOutAt },
});
const deleted: DomainEvent = { type: "AccountDeleted", data: { userId: "u-1", erasedKeys: ["u-1"], deletedAt: later(4) } };
const archived: DomainEvent = { type: "StaffArchived", data: { userId: "u-1", archivedAt: later(5) } };

const token = (overrides: Partial<TokenClaims> = {}): TokenClaims => ({ userId: "u-1", tokenId: "tok-1", generation: 0, role: "trainer", ...overrides });
const judge = (history: DomainEvent[], claims = token()) => tokenStanding(standingOf(history), claims);

describe("a session token's standing", () => {
  it("is valid while nothing happened to its person since it was issued", () => {
    expect(judge([registered(["trainer"])])).toMatchObject({ status: "valid", role: "trainer", account: { userId: "u-1", roles: ["trainer"] } });
  });

  it("is revoked once that token logged out, while the person's other tokens go on", () => {
    const history = [registered(["trainer"]), loggedOut("tok-1")];
    expect(judge(history)).toEqual({ status: "revoked", reason: "loggedOut" });
    expect(judge(history, token({ tokenId: "tok-2" }))).toMatchObject({ status: "valid" });
  });

  it("is revoked by a password change or reset made after it was issued; a token of the new generation is valid", () => {
    expect(judge([registered(["trainer"]), passwordChanged])).toEqual({ status: "revoked", reason: "passwordChanged" });
    expect(judge([registered(["trainer"]), passwordChanged, passwordReset], token({ generation: 1 }))).toEqual({
      status: "revoked",
      reason: "passwordChanged",
    });
    expect(judge([registered(["trainer"]), passwordChanged, passwordReset], token({ generation: 2 }))).toMatchObject({ status: "valid" });
  });

  it("is revoked once the account is deleted", () => {
    expect(judge([registered(["participant"]), deleted], token({ role: "participant" }))).toEqual({ status: "revoked", reason: "accountDeleted" });
  });

  it("loses its chosen staff account once archived, and keeps the person's other accounts", () => {
    expect(judge([registered(["trainer", "participant"]), archived])).toMatchObject({ status: "valid", role: null, account: { roles: ["participant"] } });
    expect(judge([registered(["localLead"]), archived], token({ role: "localLead" }))).toMatchObject({ status: "valid", role: null, account: { roles: [] } });
  });

  it("is revoked once the archived account is restored: a restore starts a new credential generation", () => {
    const restored: DomainEvent = { type: "StaffRestored", data: { userId: "u-1", restoredAt: later(6) } };
    expect(judge([registered(["localLead"]), archived, restored], token({ role: "localLead" }))).toEqual({ status: "revoked", reason: "passwordChanged" });
    expect(judge([registered(["localLead"]), archived, restored], token({ role: "localLead", generation: 1 }))).toMatchObject({
      status: "valid",
      role: "localLead",
    });
  });

  it("is unknown, not revoked, when nothing is recorded of its person", () => {
    expect(judge([])).toEqual({ status: "unknown" });
  });

  it("forgets logged-out tokens that expired before a later log out, so the list stays short", () => {
    const standing = standingOf([registered(["trainer"]), loggedOut("old", later(10), later(3)), loggedOut("tok-1", later(60), later(20))]);
    expect(standing.user.status === "active" && standing.user.revokedTokens.map((revoked) => revoked.tokenId)).toEqual(["tok-1"]);
  });
});
