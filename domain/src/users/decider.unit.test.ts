import { describe, expect, it } from "vitest";
import { givenWhenThen } from "../testing/givenWhenThen";
import { emailIndexDecider, userDecider } from "./decider";
import { registerUser, userRegistered } from "./testFixtures";
import { chooseLoginRole } from "../auth/login";
import { message } from "../i18n/translate";

const register = registerUser({ passwordHash: "$argon2id$..." });

const registered = userRegistered({ passwordHash: "$argon2id$..." });

describe("registering a user", () => {
  const { given } = givenWhenThen(userDecider);
  it("registers a new person once", () => {
    given().when(register).then(registered);
    given(registered).when(register).thenFails({ _tag: "Conflict", field: "email" });
  });
});

describe("the e-mail index", () => {
  const { given } = givenWhenThen(emailIndexDecider);
  const claimedAt = "2026-11-21T09:00:00.000Z";
  const soon = "2026-11-21T09:00:01.000Z";
  const muchLater = "2026-11-21T10:00:00.000Z";
  const claimed = { type: "EmailClaimed" as const, data: { userId: "u-1", claimedAt } };

  it("a free address is claimed", () => {
    given().when({ type: "ClaimEmail", userId: "u-1", holderHasAccount: false, now: claimedAt }).then(claimed);
  });

  it("a held address is refused with the e-mail field's message", () => {
    given(claimed)
      .when({ type: "ClaimEmail", userId: "u-2", holderHasAccount: true, now: muchLater })
      .thenFails({ _tag: "Conflict", field: "email", reason: message("product.emailTaken") });
  });

  it("a claim still waiting for its account (a sign-up in progress) is not taken over", () => {
    given(claimed).when({ type: "ClaimEmail", userId: "u-2", holderHasAccount: false, now: soon }).thenFails({ _tag: "Conflict", field: "email" });
  });

  it("an address whose holder never got an account can be claimed again once the claim is abandoned", () => {
    given(claimed)
      .when({ type: "ClaimEmail", userId: "u-2", holderHasAccount: false, now: muchLater })
      .then({ type: "EmailClaimed", data: { userId: "u-2", claimedAt: muchLater } });
  });

  it("claiming again for the same user records nothing", () => {
    given(claimed).when({ type: "ClaimEmail", userId: "u-1", holderHasAccount: true, now: soon }).then();
  });

  it("a released address is free again", () => {
    given(claimed, { type: "EmailReleased", data: { userId: "u-1" } })
      .when({ type: "ClaimEmail", userId: "u-2", holderHasAccount: true, now: soon })
      .then({ type: "EmailClaimed", data: { userId: "u-2", claimedAt: soon } });
  });
});

describe("choosing the account at log in", () => {
  it("selects the only account, the asked-for one, or none for a multi-account person", () => {
    expect(chooseLoginRole(["trainer"], undefined)).toBe("trainer");
    expect(chooseLoginRole(["trainer", "participant"], "participant")).toBe("participant");
    expect(chooseLoginRole(["trainer", "participant"], undefined)).toBeNull();
    expect(chooseLoginRole(["trainer", "participant"], "staff")).toBe("trainer");
    expect(chooseLoginRole(["trainer", "localLead", "participant"], "staff")).toBeNull();
    expect(chooseLoginRole(["participant"], "staff")).toBe("participant");
  });
});
