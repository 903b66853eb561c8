import { beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_TEXTS, PRODUCT_TEXTS, VALIDATION, userStream } from "@wellbeing/domain";
import { hashPassword } from "../auth/passwords";
import { answer, appended, nothingAppended, refused, useCommandSpecification } from "../testing/commandSpecification";
import { givenAccount } from "../testing/givenStreams";

const spec = useCommandSpecification();
let oldHash: string;

const OLD = "Old-passw0rd!";
const NEW = "New-passw0rd!";

beforeAll(async () => {
  oldHash = await hashPassword(OLD);
});

const URL = "/api/users/change-password";

describe("POST change-password (changePassword)", () => {
  it("given an account, when its holder changes the password knowing the old one, then the new password is recorded", async () => {
    const ana = givenAccount(spec.deps.emailIndex, spec.now, { role: "participant", passwordHash: oldHash });
    await spec
      .given(...ana.streams)
      .when({ method: "POST", url: URL, body: { oldPassword: OLD, newPassword: NEW, reNewPassword: NEW, userId: ana.userId }, as: ana.as })
      .then(
        answer(200, { message: ACCOUNT_TEXTS.passwordChanged }),
        appended(userStream(ana.userId), {
          type: "PasswordChanged",
          data: { userId: ana.userId, passwordHash: expect.any(String), changedAt: spec.now.toISOString() },
        }),
      );
  });

  it("given an account, when its holder gives a wrong old password, then it is refused with the specification's message and nothing is appended", async () => {
    const ana = givenAccount(spec.deps.emailIndex, spec.now, { role: "participant", passwordHash: oldHash });
    await spec
      .given(...ana.streams)
      .when({ method: "POST", url: URL, body: { oldPassword: "Wrong-passw0rd!", newPassword: NEW, reNewPassword: NEW, userId: ana.userId }, as: ana.as })
      .then(refused(400, ACCOUNT_TEXTS.wrongOldPassword, { oldPassword: ACCOUNT_TEXTS.wrongOldPassword }), nothingAppended());
  });

  it("given two accounts, when one changes the other's password, then it is refused (403) and nothing is appended", async () => {
    const ana = givenAccount(spec.deps.emailIndex, spec.now, { role: "participant", passwordHash: oldHash });
    const ben = givenAccount(spec.deps.emailIndex, spec.now, { role: "participant", passwordHash: oldHash });
    await spec
      .given(...ana.streams, ...ben.streams)
      .when({ method: "POST", url: URL, body: { oldPassword: OLD, newPassword: NEW, reNewPassword: NEW, userId: ben.userId }, as: ana.as })
      .then(refused(403, PRODUCT_TEXTS.notAllowed), nothingAppended());
  });

  it.each(["admin", "localLead", "trainer"] as const)(
    "given a %s and another account, when they change the other's password, then it is refused (403) and nothing is appended",
    async (role) => {
      const staff = givenAccount(spec.deps.emailIndex, spec.now, { role, passwordHash: oldHash });
      const ben = givenAccount(spec.deps.emailIndex, spec.now, { role: "trainer", passwordHash: oldHash });
      await spec
        .given(...staff.streams, ...ben.streams)
        .when({ method: "POST", url: URL, body: { oldPassword: OLD, newPassword: NEW, reNewPassword: NEW, userId: ben.userId }, as: staff.as })
        .then(refused(403, PRODUCT_TEXTS.notAllowed), nothingAppended());
    },
  );

  it("given a trainer who is also a participant, when they change another's password, then it is refused (403) and nothing is appended", async () => {
    const multi = givenAccount(spec.deps.emailIndex, spec.now, { role: "trainer", otherRoles: ["participant"], passwordHash: oldHash });
    const ben = givenAccount(spec.deps.emailIndex, spec.now, { role: "admin", passwordHash: oldHash });
    await spec
      .given(...multi.streams, ...ben.streams)
      .when({ method: "POST", url: URL, body: { oldPassword: OLD, newPassword: NEW, reNewPassword: NEW, userId: ben.userId }, as: multi.as })
      .then(refused(403, PRODUCT_TEXTS.notAllowed), nothingAppended());
  });

  it("given an account, when nobody logged in changes its password, then it is refused (401) and nothing is appended", async () => {
    const ana = givenAccount(spec.deps.emailIndex, spec.now, { role: "participant", passwordHash: oldHash });
    await spec
      .given(...ana.streams)
      .when({ method: "POST", url: URL, body: { oldPassword: OLD, newPassword: NEW, reNewPassword: NEW, userId: ana.userId } })
      .then(refused(401, PRODUCT_TEXTS.notLoggedIn), nothingAppended());
  });

  it("given an account, when its holder sends missing, unmatched, weak or wrongly typed fields, then each gets the messages of §5 and nothing is appended", async () => {
    const ana = givenAccount(spec.deps.emailIndex, spec.now, { role: "participant", passwordHash: oldHash });
    const cases: ReadonlyArray<[Record<string, unknown>, Record<string, string>]> = [
      [
        { userId: ana.userId },
        {
          oldPassword: ACCOUNT_TEXTS.oldPasswordRequired,
          newPassword: ACCOUNT_TEXTS.newPasswordRequired,
          reNewPassword: ACCOUNT_TEXTS.confirmPasswordRequired,
        },
      ],
      [{ oldPassword: OLD, newPassword: NEW, reNewPassword: `${NEW}x`, userId: ana.userId }, { reNewPassword: ACCOUNT_TEXTS.passwordNotMatch }],
      [{ oldPassword: OLD, newPassword: "weak", reNewPassword: "weak", userId: ana.userId }, { newPassword: VALIDATION.passwordPolicy }],
      [
        { oldPassword: 1, newPassword: true, reNewPassword: null, userId: 7 },
        {
          oldPassword: ACCOUNT_TEXTS.oldPasswordRequired,
          newPassword: ACCOUNT_TEXTS.newPasswordRequired,
          reNewPassword: ACCOUNT_TEXTS.confirmPasswordRequired,
          userId: VALIDATION.required,
        },
      ],
    ];
    for (const [index, [body, fields]] of cases.entries()) {
      await spec
        .given(...(index === 0 ? ana.streams : []))
        .when({ method: "POST", url: URL, body, as: ana.as })
        .then(refused(400, PRODUCT_TEXTS.invalidInput, fields), nothingAppended());
    }
    await spec
      .given()
      .when({ method: "POST", url: URL, body: "not json", headers: { "content-type": "application/json" }, as: ana.as })
      .then(answer(400), nothingAppended());
  });
});
