import { describe, expect, it } from "vitest";
import { PRODUCT_TEXTS, VALIDATION, userStream } from "@wellbeing/domain";
import { answer, appended, fromAnswer, nothingAppended, refused, useCommandSpecification } from "../testing/commandSpecification";
import { givenAccount } from "../testing/givenStreams";

const spec = useCommandSpecification();

const DAY_MS = 24 * 60 * 60 * 1000;

/** The add-user form for a trainer, with these changes. */
const trainerForm = (changes: Record<string, unknown> = {}) => ({
  name: "Nia Newcomer",
  email: "nia@example.org",
  role: "trainer",
  localAuthorities: ["Newport"],
  ...changes,
});

/** No e-mail went to the address. */
const noMailTo = (email: string) => () => {
  expect(spec.mail.messages().filter((mail) => mail.to.includes(email.toLowerCase()))).toEqual([]);
};

describe("POST users (inviteStaffMember)", () => {
  it("given an admin, when they add a trainer, then the address is claimed, the account recorded without a password, and an invitation link issued and e-mailed", async () => {
    const admin = givenAccount(spec.deps.emailIndex, spec.now, { role: "admin" });
    const email = "new.trainer@example.org";
    const at = spec.now.toISOString();
    await spec
      .given(...admin.streams)
      .when({ method: "POST", url: "/api/users/", body: { name: "Tom Jones", email, role: "trainer", localAuthorities: ["Cardiff"] }, as: admin.as })
      .then(
        answer(201, { _id: expect.any(String), invitationSent: true }),
        fromAnswer<{ _id: string }>(({ _id: userId }) =>
          appended(spec.deps.emailIndex.streamOf(email), { type: "EmailClaimed", data: { userId, claimedAt: at } }),
        ),
        fromAnswer<{ _id: string }>(({ _id: userId }) =>
          appended(
            userStream(userId),
            {
              type: "UserRegistered",
              data: {
                userId,
                email,
                name: "Tom Jones",
                passwordHash: null,
                roles: ["trainer"],
                organisation: null,
                localAuthorities: ["Cardiff"],
                localLeadId: null,
                registeredAt: at,
              },
            },
            {
              type: "PasswordLinkIssued",
              data: {
                userId,
                tokenHash: expect.any(String),
                purpose: "invitation",
                expiresAt: new Date(spec.now.getTime() + 7 * DAY_MS).toISOString(),
                issuedAt: at,
              },
            },
          ),
        ),
      );
    await spec.mail.waitFor((mail) => mail.to.includes(email));
  });

  it("given an address that holds an account, when an admin adds it as a trainer, then it is refused with the specification's message and nothing is appended", async () => {
    const admin = givenAccount(spec.deps.emailIndex, spec.now, { role: "admin" });
    const ana = givenAccount(spec.deps.emailIndex, spec.now, { role: "participant" });
    await spec
      .given(...admin.streams, ...ana.streams)
      .when({ method: "POST", url: "/api/users/", body: { name: "Ana", email: ana.email, role: "trainer", localAuthorities: ["Cardiff"] }, as: admin.as })
      .then(refused(409, PRODUCT_TEXTS.emailHasAccount, { email: PRODUCT_TEXTS.emailHasAccount }), nothingAppended());
  });

  it("given a local lead, when they add a user, then it is refused (403) and nothing is appended", async () => {
    const lead = givenAccount(spec.deps.emailIndex, spec.now, { role: "localLead" });
    await spec
      .given(...lead.streams)
      .when({
        method: "POST",
        url: "/api/users/",
        body: { name: "Tom Jones", email: "tom@example.org", role: "trainer", localAuthorities: ["Cardiff"] },
        as: lead.as,
      })
      .then(refused(403, PRODUCT_TEXTS.notAllowed), nothingAppended());
  });

  it.each(["trainer", "admin"] as const)(
    "given an address that holds a %s's account, when an admin adds it in capitals, then it is refused with the specification's message, nothing appended and nothing sent",
    async (role) => {
      const admin = givenAccount(spec.deps.emailIndex, spec.now, { role: "admin" });
      const holder = givenAccount(spec.deps.emailIndex, spec.now, { role });
      await spec
        .given(...admin.streams, ...holder.streams)
        .when({ method: "POST", url: "/api/users/", body: trainerForm({ email: holder.email.toUpperCase() }), as: admin.as })
        .then(refused(409, PRODUCT_TEXTS.emailHasAccount, { email: PRODUCT_TEXTS.emailHasAccount }), nothingAppended(), noMailTo(holder.email));
    },
  );

  it("given an admin, when they send bad fields, then each field gets the specification's message and nothing is appended", async () => {
    const admin = givenAccount(spec.deps.emailIndex, spec.now, { role: "admin" });
    await spec
      .given(...admin.streams)
      .when({ method: "POST", url: "/api/users/", body: {}, as: admin.as })
      .then(
        refused(400, PRODUCT_TEXTS.invalidInput, {
          name: VALIDATION.required,
          email: VALIDATION.required,
          role: VALIDATION.required,
          localAuthorities: VALIDATION.selectAtLeastOne,
        }),
        nothingAppended(),
      );
    await spec
      .given()
      .when({
        method: "POST",
        url: "/api/users/",
        body: trainerForm({ email: "nope", role: "admin", localAuthorities: [], organisation: { category: "Other, please specify" } }),
        as: admin.as,
      })
      .then(
        refused(400, PRODUCT_TEXTS.invalidInput, {
          email: VALIDATION.invalidEmail,
          role: VALIDATION.required,
          localAuthorities: VALIDATION.selectAtLeastOne,
          "organisation.value": VALIDATION.required,
        }),
        nothingAppended(),
      );
    await spec
      .given()
      .when({ method: "POST", url: "/api/users/", body: "[1", headers: { "content-type": "application/json" }, as: admin.as })
      .then(answer(400), nothingAppended());
  });

  it("given a trainer, when an admin adds a user to a group that trainer, nobody or no id leads, then the group field asks for a local lead and nothing is appended", async () => {
    const admin = givenAccount(spec.deps.emailIndex, spec.now, { role: "admin" });
    const trainer = givenAccount(spec.deps.emailIndex, spec.now, { role: "trainer" });
    for (const [index, localLead] of [trainer.userId, "00000000-0000-7000-8000-000000000000", "lee"].entries()) {
      await spec
        .given(...(index === 0 ? [...admin.streams, ...trainer.streams] : []))
        .when({ method: "POST", url: "/api/users/", body: trainerForm({ email: "x@example.org", localLead }), as: admin.as })
        .then(refused(400, PRODUCT_TEXTS.invalidInput, { localLead: PRODUCT_TEXTS.chooseLocalLead }), nothingAppended());
    }
  });

  it.each(["trainer", "participant"] as const)("given a %s, when they add a user, then it is refused (403) and nothing is appended", async (role) => {
    const caller = givenAccount(spec.deps.emailIndex, spec.now, { role });
    await spec
      .given(...caller.streams)
      .when({ method: "POST", url: "/api/users/", body: trainerForm({ email: `by-${role}@example.org` }), as: caller.as })
      .then(refused(403, PRODUCT_TEXTS.notAllowed), nothingAppended());
  });

  it("given nobody logged in, when a user is added, then it is refused (401) and nothing is appended", async () => {
    await spec
      .given()
      .when({ method: "POST", url: "/api/users/", body: trainerForm({ email: "anon@example.org" }) })
      .then(refused(401, PRODUCT_TEXTS.notLoggedIn), nothingAppended());
  });
});
