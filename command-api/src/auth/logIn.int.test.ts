import { beforeAll, describe, it } from "vitest";
import { PRODUCT_TEXTS, VALIDATION, userStream } from "@wellbeing/domain";
import { answer, existingStream, nothingAppended, refused, useCommandSpecification } from "../testing/commandSpecification";
import { givenAccount, signedInAs } from "../testing/givenStreams";
import { hashPassword } from "./passwords";

const spec = useCommandSpecification();
const PASSWORD = "Str0ng!pass";
let passwordHash: string;

beforeAll(async () => {
  passwordHash = await hashPassword(PASSWORD);
});

const URL = "/api/login";

describe("POST login (logIn)", () => {
  it("given a trainer's account, when they log in with their password (the address in another case, spaced), then they are logged in as trainer and nothing is appended", async () => {
    const trainer = givenAccount(spec.deps.emailIndex, spec.now, { role: "trainer", passwordHash });
    await spec
      .given(...trainer.streams)
      .when({ method: "POST", url: URL, body: { email: ` ${trainer.email.toUpperCase()} `, password: PASSWORD } })
      .then(answer(200, signedInAs(trainer, "trainer", ["trainer"])), nothingAppended());
  });

  it.each([
    ["no account", undefined, null],
    ["participant", "participant", "participant"],
    ["staff", "staff", "trainer"],
  ] as const)(
    "given a trainer who is also a participant, when they log in asking for %s, then they are logged in as %s (null: left to choose)",
    async (_asked, loginRole, role) => {
      const multi = givenAccount(spec.deps.emailIndex, spec.now, { role: "trainer", otherRoles: ["participant"], passwordHash });
      await spec
        .given(...multi.streams)
        .when({ method: "POST", url: URL, body: { email: multi.email, password: PASSWORD, ...(loginRole ? { loginRole } : {}) } })
        .then(answer(200, signedInAs(multi, role, ["trainer", "participant"])), nothingAppended());
    },
  );

  it("given an account, when someone logs in with a wrong password, then it is refused (401) with the specification's message and nothing is appended", async () => {
    const trainer = givenAccount(spec.deps.emailIndex, spec.now, { role: "trainer", passwordHash });
    await spec
      .given(...trainer.streams)
      .when({ method: "POST", url: URL, body: { email: trainer.email, password: "Wrong-pass-1!" } })
      .then(refused(401, PRODUCT_TEXTS.invalidCredentials), nothingAppended());
  });

  it("given no account for an address, when someone logs in with it, then it is refused as a wrong password is (401) and nothing is appended", async () => {
    await spec
      .given()
      .when({ method: "POST", url: URL, body: { email: "nobody@example.org", password: PASSWORD } })
      .then(refused(401, PRODUCT_TEXTS.invalidCredentials), nothingAppended());
  });

  it("given a trainer whose only account is archived, when they log in with their password, then it is refused (403) and nothing is appended", async () => {
    const trainer = givenAccount(spec.deps.emailIndex, spec.now, { role: "trainer", passwordHash });
    await spec
      .given(
        ...trainer.streams,
        existingStream(userStream(trainer.userId), { type: "StaffArchived", data: { userId: trainer.userId, archivedAt: spec.now.toISOString() } }),
      )
      .when({ method: "POST", url: URL, body: { email: trainer.email, password: PASSWORD } })
      .then(refused(403, PRODUCT_TEXTS.staffAccountArchived), nothingAppended());
  });

  it("given nothing, when someone logs in with a bad address and no password, then each field gets the specification's message and nothing is appended", async () => {
    await spec
      .given()
      .when({ method: "POST", url: URL, body: { email: "nope", password: "" } })
      .then(refused(400, PRODUCT_TEXTS.invalidInput, { email: VALIDATION.invalidEmail, password: VALIDATION.required }), nothingAppended());
  });

  it("given an account, when its holder logs in asking for an account kind that does not exist, then it is refused (400) and nothing is appended", async () => {
    const trainer = givenAccount(spec.deps.emailIndex, spec.now, { role: "trainer", passwordHash });
    await spec
      .given(...trainer.streams)
      .when({ method: "POST", url: URL, body: { email: trainer.email, password: PASSWORD, loginRole: "wizard" } })
      .then(answer(400), nothingAppended());
  });
});
