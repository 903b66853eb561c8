import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_TEXTS, PRODUCT_TEXTS, userStream } from "@wellbeing/domain";
import { hashPassword } from "../auth/passwords";
import { answer, appended, nothingAppended, refused, startCommandSpecification, type CommandSpecification } from "../testing/commandSpecification";
import { givenAccount } from "../testing/givenStreams";

let spec: CommandSpecification;
let oldHash: string;

const OLD = "Old-passw0rd!";
const NEW = "New-passw0rd!";

beforeAll(async () => {
  spec = await startCommandSpecification();
  oldHash = await hashPassword(OLD);
});

afterAll(async () => {
  await spec?.stop();
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
        appended(userStream(ana.userId), { type: "PasswordChanged", data: { userId: ana.userId, passwordHash: expect.any(String), changedAt: spec.now.toISOString() } }),
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
});
