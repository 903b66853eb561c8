import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRODUCT_TEXTS, userStream } from "@wellbeing/domain";
import { answer, appended, fromAnswer, nothingAppended, refused, startCommandSpecification, type CommandSpecification } from "../testing/commandSpecification";
import { givenAccount } from "../testing/givenStreams";

let spec: CommandSpecification;

beforeAll(async () => {
  spec = await startCommandSpecification();
});

afterAll(async () => {
  await spec?.stop();
});

const DAY_MS = 24 * 60 * 60 * 1000;

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
        fromAnswer<{ _id: string }>(({ _id: userId }) => appended(spec.deps.emailIndex.streamOf(email), { type: "EmailClaimed", data: { userId, claimedAt: at } })),
        fromAnswer<{ _id: string }>(({ _id: userId }) =>
          appended(
            userStream(userId),
            {
              type: "UserRegistered",
              data: { userId, email, name: "Tom Jones", passwordHash: null, roles: ["trainer"], organisation: null, localAuthorities: ["Cardiff"], localLeadId: null, registeredAt: at },
            },
            {
              type: "PasswordLinkIssued",
              data: { userId, tokenHash: expect.any(String), purpose: "invitation", expiresAt: new Date(spec.now.getTime() + 7 * DAY_MS).toISOString(), issuedAt: at },
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
      .when({ method: "POST", url: "/api/users/", body: { name: "Tom Jones", email: "tom@example.org", role: "trainer", localAuthorities: ["Cardiff"] }, as: lead.as })
      .then(refused(403, PRODUCT_TEXTS.notAllowed), nothingAppended());
  });
});
