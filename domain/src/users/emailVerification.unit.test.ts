import { describe, expect, it } from "vitest";
import { foldEvents } from "../shared/decider";
import { givenWhenThen } from "../testing/givenWhenThen";
import { emailVerificationTokenDecider, userDecider, type UserStreamEvent } from "./decider";
import { userRegistered } from "./testFixtures";
import { message } from "../i18n/translate";

// Proving an e-mail address, told as stories of a person's user stream.

const { given } = givenWhenThen(userDecider);
const now = "2026-11-21T09:00:00.000Z";
const at = (hours: number) => new Date(Date.parse(now) + hours * 3_600_000).toISOString();

const registered = (emailVerified?: boolean): UserStreamEvent =>
  userRegistered({ registeredAt: now, ...(emailVerified === undefined ? {} : { emailVerified }) });
const issued = (email: string, tokenHash = "v-1", issuedAt = now): UserStreamEvent => ({
  type: "EmailVerificationIssued",
  data: { userId: "u-1", email, tokenHash, expiresAt: new Date(Date.parse(issuedAt) + 24 * 3_600_000).toISOString(), issuedAt },
});
const verified = (email: string, tokenHash = "v-1", verifiedAt = at(1)): UserStreamEvent => ({
  type: "EmailVerified",
  data: { userId: "u-1", email, tokenHash, verifiedAt },
});
const issue = (tokenHash = "v-1", when = now) => ({ type: "IssueEmailVerification" as const, tokenHash, now: when });
const verify = (tokenHash = "v-1", when = at(1)) => ({ type: "VerifyEmail" as const, tokenHash, now: when });
const invalid = { _tag: "ValidationFailed", fields: { token: message("emailVerification.linkInvalid") } } as const;

const standing = (...history: UserStreamEvent[]) => {
  const state = foldEvents(userDecider, history);
  if (state.status !== "active") throw new Error("expected an active account");
  return { email: state.email, emailVerified: state.emailVerified, pendingEmail: state.pendingEmail };
};

describe("a new account's address", () => {
  it("is unproven after sign-up, and for accounts recorded before addresses were proven", () => {
    expect(standing(registered(false))).toEqual({ email: "ana@example.org", emailVerified: false, pendingEmail: null });
    expect(standing(registered())).toEqual({ email: "ana@example.org", emailVerified: false, pendingEmail: null });
  });

  it("is proven from the start when the account was registered as such (demo seed, bootstrap admin)", () => {
    expect(standing(registered(true))).toMatchObject({ emailVerified: true });
  });

  it("is proven by setting a password through an e-mailed link (a reset, or a new staff member's invitation)", () => {
    const reset: UserStreamEvent = { type: "PasswordReset", data: { userId: "u-1", tokenHash: "t-1", passwordHash: "hash-2", resetAt: at(1) } };
    expect(standing(registered(), reset)).toMatchObject({ emailVerified: true });
  });

  it("but not by changing the password knowing the old one", () => {
    const changed: UserStreamEvent = { type: "PasswordChanged", data: { userId: "u-1", passwordHash: "hash-2", changedAt: at(1) } };
    expect(standing(registered(), changed)).toMatchObject({ emailVerified: false });
  });

  it("was unproven again after an address change recorded before changes waited for their proof", () => {
    const changedAtOnce: UserStreamEvent = {
      type: "AccountDetailsUpdated",
      data: { userId: "u-1", name: "Ana", email: "ana.new@example.org", organisation: null, localAuthorities: [], updatedAt: at(1) },
    };
    expect(standing(registered(true), changedAtOnce)).toEqual({ email: "ana.new@example.org", emailVerified: false, pendingEmail: null });
  });
});

describe("sending a verification link", () => {
  it("goes to the account's own address while it is unproven, valid for 24 hours", () => {
    given(registered()).when(issue()).then(issued("ana@example.org"));
  });

  it("goes to the pending new address when there is one", () => {
    given(registered(true), issued("ana.new@example.org"))
      .when(issue("v-2", at(2)))
      .then(issued("ana.new@example.org", "v-2", at(2)));
  });

  it("is refused when nothing awaits proof", () => {
    given(registered(true))
      .when(issue())
      .thenFails({ _tag: "Conflict", reason: message("emailVerification.alreadyVerified") });
  });

  it("finds nobody once the account is deleted", () => {
    const deleted: UserStreamEvent = { type: "AccountDeleted", data: { userId: "u-1", erasedKeys: ["u-1"], deletedAt: now } };
    given(registered(), deleted).when(issue()).thenFails({ _tag: "NotFound" });
  });
});

describe("following a verification link", () => {
  it("proves the address within 24 hours", () => {
    given(registered(), issued("ana@example.org"))
      .when(verify("v-1", at(23.9)))
      .then(verified("ana@example.org", "v-1", at(23.9)));
    expect(standing(registered(), issued("ana@example.org"), verified("ana@example.org"))).toMatchObject({ emailVerified: true });
  });

  it("refuses a link 24 hours old", () => {
    given(registered(), issued("ana@example.org"))
      .when(verify("v-1", at(24)))
      .thenFails({ _tag: "ValidationFailed", fields: { token: message("emailVerification.linkExpired") } });
  });

  it("works once: the link, and every other link to the same address, is spent", () => {
    given(registered(), issued("ana@example.org"), verified("ana@example.org"))
      .when(verify("v-1", at(2)))
      .thenFails(invalid);
    given(registered(), issued("ana@example.org"), issued("ana@example.org", "v-2"), verified("ana@example.org", "v-2"))
      .when(verify("v-1", at(2)))
      .thenFails(invalid);
  });

  it("refuses a token never issued to this person, and any token once the account is gone", () => {
    given(registered(), issued("ana@example.org")).when(verify("v-9")).thenFails(invalid);
    given().when(verify()).thenFails(invalid);
  });

  it("refuses a link to the account's address once a password link proved it", () => {
    const reset: UserStreamEvent = { type: "PasswordReset", data: { userId: "u-1", tokenHash: "t-1", passwordHash: "hash-2", resetAt: at(1) } };
    given(registered(), issued("ana@example.org"), reset)
      .when(verify("v-1", at(2)))
      .thenFails(invalid);
  });
});

describe("changing the address (My Account)", () => {
  it("keeps the current address until the new one is proven, then switches", () => {
    expect(standing(registered(true), issued("ana.new@example.org"))).toEqual({
      email: "ana@example.org",
      emailVerified: true,
      pendingEmail: "ana.new@example.org",
    });
    given(registered(true), issued("ana.new@example.org")).when(verify()).then(verified("ana.new@example.org"));
    expect(standing(registered(true), issued("ana.new@example.org"), verified("ana.new@example.org"))).toEqual({
      email: "ana.new@example.org",
      emailVerified: true,
      pendingEmail: null,
    });
  });

  it("proves the current address and keeps the pending one when an older link to the current address is followed", () => {
    const history = [registered(), issued("ana@example.org"), issued("ana.new@example.org", "v-2")];
    given(...history)
      .when(verify("v-1"))
      .then(verified("ana@example.org"));
    expect(standing(...history, verified("ana@example.org"))).toEqual({ email: "ana@example.org", emailVerified: true, pendingEmail: "ana.new@example.org" });
    given(...history, verified("ana@example.org"))
      .when(verify("v-2", at(2)))
      .then(verified("ana.new@example.org", "v-2", at(2)));
  });

  it("refuses a link to an address the person has since changed their mind about", () => {
    given(registered(true), issued("first.try@example.org"), issued("second.try@example.org", "v-2")).when(verify("v-1")).thenFails(invalid);
  });
});

describe("a verification token's stream", () => {
  const tokens = givenWhenThen(emailVerificationTokenDecider);
  it("names its person once", () => {
    tokens
      .given()
      .when({ type: "AssignEmailVerificationToken", userId: "u-1" })
      .then({ type: "EmailVerificationTokenAssigned", data: { userId: "u-1" } });
    tokens
      .given({ type: "EmailVerificationTokenAssigned", data: { userId: "u-1" } })
      .when({ type: "AssignEmailVerificationToken", userId: "u-2" })
      .thenFails({ _tag: "Conflict" });
  });
});
