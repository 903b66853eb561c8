import { describe, it } from "vitest";
import { givenWhenThen } from "../testing/givenWhenThen";
import { passwordTokenDecider, userDecider } from "./decider";
import { userRegistered } from "./testFixtures";
import { message } from "../i18n/translate";

const { given } = givenWhenThen(userDecider);
const now = "2026-11-21T09:00:00.000Z";
const at = (minutes: number) => new Date(Date.parse(now) + minutes * 60_000).toISOString();

const registered = (roles: Array<"trainer" | "participant" | "admin" | "localLead"> = ["participant"]) =>
  userRegistered({
    roles,
    organisation: roles.includes("trainer") ? { value: "Newport City Council", category: "Local authority" } : null,
    localAuthorities: roles.includes("trainer") ? ["Newport"] : [],
    registeredAt: now,
  });

const issued = (purpose: "reset" | "invitation", tokenHash = "t-1", issuedAt = now, expiresAt = at(60)) => ({
  type: "PasswordLinkIssued" as const,
  data: { userId: "u-1", tokenHash, purpose, expiresAt, issuedAt },
});

const deleted = { type: "AccountDeleted" as const, data: { userId: "u-1", erasedKeys: ["u-1"], erasedKeyTags: ["tag-of-the-responses-key"], deletedAt: now } };

describe("issuing a set-password link", () => {
  it("records the token's hash with an expiry of an hour for a reset and a week for an invitation", () => {
    given(registered()).when({ type: "IssuePasswordLink", tokenHash: "t-1", purpose: "reset", now }).then(issued("reset"));
    given(registered())
      .when({ type: "IssuePasswordLink", tokenHash: "t-1", purpose: "invitation", now })
      .then(issued("invitation", "t-1", now, at(7 * 24 * 60)));
  });

  it("finds nobody to issue to once the account is deleted, or before it exists", () => {
    given(registered(), deleted).when({ type: "IssuePasswordLink", tokenHash: "t-1", purpose: "reset", now }).thenFails({ _tag: "NotFound" });
    given().when({ type: "IssuePasswordLink", tokenHash: "t-1", purpose: "reset", now }).thenFails({ _tag: "NotFound" });
  });
});

describe("resetting the password with a link", () => {
  const reset = (tokenHash: string, when: string) => ({ type: "ResetPassword" as const, tokenHash, passwordHash: "hash-2", now: when });
  const resetDone = { type: "PasswordReset" as const, data: { userId: "u-1", tokenHash: "t-1", passwordHash: "hash-2", resetAt: at(30) } };
  const failed = { _tag: "ValidationFailed", fields: { token: message("account.passwordResetFailed") } } as const;

  it("sets the new password with a live token", () => {
    given(registered(), issued("reset"))
      .when(reset("t-1", at(30)))
      .then(resetDone);
  });

  it("refuses an expired token", () => {
    given(registered(), issued("reset"))
      .when(reset("t-1", at(60)))
      .thenFails(failed);
  });

  it("refuses a token used once already, and every other link issued before the reset", () => {
    given(registered(), issued("reset"), resetDone)
      .when(reset("t-1", at(31)))
      .thenFails(failed);
    given(registered(), issued("reset"), issued("reset", "t-2"), resetDone)
      .when(reset("t-2", at(31)))
      .thenFails(failed);
  });

  it("refuses a token never issued to this person", () => {
    given(registered(), issued("reset"))
      .when(reset("t-9", at(1)))
      .thenFails(failed);
  });

  it("says 'you are not a user' when the person no longer exists", () => {
    given(registered(), issued("reset"), deleted)
      .when(reset("t-1", at(1)))
      .thenFails({ fields: { token: message("account.notAUser") } });
    given()
      .when(reset("t-1", at(1)))
      .thenFails({ fields: { token: message("account.notAUser") } });
  });

  it("spends outstanding links when the password is changed another way", () => {
    given(registered(), issued("reset"), { type: "PasswordChanged", data: { userId: "u-1", passwordHash: "hash-3", changedAt: at(1) } })
      .when(reset("t-1", at(2)))
      .thenFails(failed);
  });
});

describe("changing the password", () => {
  it("records the new hash when the old password matched the current hash", () => {
    given(registered())
      .when({ type: "ChangePassword", verifiedHash: "hash-1", passwordHash: "hash-2", now })
      .then({ type: "PasswordChanged", data: { userId: "u-1", passwordHash: "hash-2", changedAt: now } });
  });

  it("refuses a wrong old password, or one checked against a hash that changed meanwhile", () => {
    const wrong = { _tag: "ValidationFailed", fields: { oldPassword: message("account.wrongOldPassword") } } as const;
    given(registered()).when({ type: "ChangePassword", verifiedHash: null, passwordHash: "hash-2", now }).thenFails(wrong);
    given(registered(), { type: "PasswordChanged", data: { userId: "u-1", passwordHash: "hash-9", changedAt: now } })
      .when({ type: "ChangePassword", verifiedHash: "hash-1", passwordHash: "hash-2", now })
      .thenFails(wrong);
  });
});

describe("updating account details", () => {
  const update = (role: "trainer" | "participant" | "admin", overrides: Record<string, unknown> = {}) => ({
    type: "UpdateAccountDetails" as const,
    role,
    name: "Ana Evans",
    email: "ana.evans@example.org",
    organisation: { value: "Cardiff Uni", category: "College" },
    localAuthorities: ["Torfaen"],
    verificationTokenHash: "v-1",
    now,
    ...overrides,
  });
  const verificationTo = (email: string) => ({
    type: "EmailVerificationIssued" as const,
    data: { userId: "u-1", email, tokenHash: "v-1", expiresAt: at(24 * 60), issuedAt: now },
  });

  it("lets a trainer change name, organisation and delivery local authorities at once; a new e-mail address only gets its link", () => {
    given(registered(["trainer"]))
      .when(update("trainer"))
      .then(
        {
          type: "AccountDetailsUpdated",
          data: {
            userId: "u-1",
            name: "Ana Evans",
            email: "ana@example.org",
            organisation: { value: "Cardiff Uni", category: "College" },
            localAuthorities: ["Torfaen"],
            updatedAt: now,
          },
        },
        verificationTo("ana.evans@example.org"),
      );
  });

  it("sends only the link when the address is all that changed", () => {
    given(registered())
      .when(update("participant", { name: "Ana" }))
      .then(verificationTo("ana.evans@example.org"));
  });

  it("asks to decide again when the address changed but the handler brought no link (the account moved on meanwhile)", () => {
    given(registered())
      .when(update("participant", { name: "Ana", verificationTokenHash: null }))
      .thenFails({ _tag: "Conflict" });
  });

  it("keeps the organisation fields of a person acting as a participant or admin", () => {
    given(registered(["trainer", "participant"]))
      .when(update("participant", { email: "ana@example.org" }))
      .then({
        type: "AccountDetailsUpdated",
        data: {
          userId: "u-1",
          name: "Ana Evans",
          email: "ana@example.org",
          organisation: { value: "Newport City Council", category: "Local authority" },
          localAuthorities: ["Newport"],
          updatedAt: now,
        },
      });
  });

  it("records nothing when nothing changed (the address compared as typed: case and spaces do not count)", () => {
    given(registered())
      .when(update("participant", { name: "Ana", email: " ANA@example.org" }))
      .then();
  });

  it("refuses acting in a role the person does not hold", () => {
    given(registered()).when(update("admin")).thenFails({ _tag: "NotAllowed" });
  });
});

describe("deleting the account", () => {
  it("records the deletion once, naming every key destroyed (openly, or by erasure tag); a retry records nothing", () => {
    const command = { type: "DeleteAccount" as const, erasedKeys: ["u-1"], erasedKeyTags: ["tag-of-the-responses-key"], now };
    given(registered()).when(command).then(deleted);
    given(registered(), deleted).when(command).then();
  });

  it("leaves a deleted person unable to change anything", () => {
    given(registered(), deleted).when({ type: "ChangePassword", verifiedHash: "hash-1", passwordHash: "hash-2", now }).thenFails({ _tag: "NotFound" });
  });
});

describe("a password token's stream", () => {
  const tokens = givenWhenThen(passwordTokenDecider);
  it("names its person once", () => {
    tokens
      .given()
      .when({ type: "AssignPasswordToken", userId: "u-1" })
      .then({ type: "PasswordTokenAssigned", data: { userId: "u-1" } });
    tokens
      .given({ type: "PasswordTokenAssigned", data: { userId: "u-1" } })
      .when({ type: "AssignPasswordToken", userId: "u-2" })
      .thenFails({ _tag: "Conflict" });
  });
});

describe("logging out", () => {
  const logOut = { type: "LogOut" as const, tokenId: "tok-1", tokenExpiresAt: at(60), now };
  const loggedOut = { type: "LoggedOut" as const, data: { userId: "u-1", tokenId: "tok-1", tokenExpiresAt: at(60), loggedOutAt: now } };

  it("records the token as logged out", () => {
    given(registered()).when(logOut).then(loggedOut);
  });

  it("records nothing for a token already logged out, or once the account is deleted", () => {
    given(registered(), loggedOut).when(logOut).then();
    given(registered(), deleted).when(logOut).then();
  });
});
