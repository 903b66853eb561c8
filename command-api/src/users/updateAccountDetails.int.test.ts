import { describe, expect, it } from "vitest";
import { PRODUCT_TEXTS, VALIDATION, userStream } from "@wellbeing/domain";
import { answer, appended, existingStream, nothingAppended, refused, useCommandSpecification } from "../testing/commandSpecification";
import { givenAccount } from "../testing/givenStreams";

const spec = useCommandSpecification();

const DAY_MS = 24 * 60 * 60 * 1000;
const URL = "/api/my-account";

describe("PATCH my-account (updateAccountDetails)", () => {
  it("given a participant, when they change their name and address, then the name is recorded at once and a link goes to the new address, which awaits its proof", async () => {
    const ana = givenAccount(spec.deps.emailIndex, spec.now, { role: "participant" });
    const newEmail = "ana.new@example.org";
    await spec
      .given(...ana.streams)
      .when({ method: "PATCH", url: URL, body: { name: "Ana Newname", email: newEmail }, as: ana.as })
      .then(
        answer(200, expect.objectContaining({ name: "Ana Newname" })),
        appended(
          userStream(ana.userId),
          {
            type: "AccountDetailsUpdated",
            data: { userId: ana.userId, name: "Ana Newname", email: ana.email, organisation: null, localAuthorities: [], updatedAt: spec.now.toISOString() },
          },
          {
            type: "EmailVerificationIssued",
            data: {
              userId: ana.userId,
              email: newEmail,
              tokenHash: expect.any(String),
              expiresAt: new Date(spec.now.getTime() + DAY_MS).toISOString(),
              issuedAt: spec.now.toISOString(),
            },
          },
        ),
      );
    await spec.mail.waitFor((mail) => mail.to.includes(newEmail));
  });

  it("given an address another account holds, when a participant changes to it, then it is refused with the specification's message and nothing is appended", async () => {
    const ana = givenAccount(spec.deps.emailIndex, spec.now, { role: "participant" });
    const ben = givenAccount(spec.deps.emailIndex, spec.now, { role: "participant" });
    await spec
      .given(...ana.streams, ...ben.streams)
      .when({ method: "PATCH", url: URL, body: { name: ana.name, email: ben.email }, as: ana.as })
      .then(refused(409, PRODUCT_TEXTS.emailTaken, { email: PRODUCT_TEXTS.emailTaken }), nothingAppended());
  });

  it("given an archived trainer, when they change their details as a trainer, then it is refused (403) and nothing is appended", async () => {
    const trainer = givenAccount(spec.deps.emailIndex, spec.now, { role: "trainer" });
    await spec
      .given(
        ...trainer.streams,
        existingStream(userStream(trainer.userId), { type: "StaffArchived", data: { userId: trainer.userId, archivedAt: spec.now.toISOString() } }),
      )
      .when({ method: "PATCH", url: URL, body: { name: "Tom", email: trainer.email, localAuthorities: ["Cardiff"] }, as: trainer.as })
      .then(refused(403, PRODUCT_TEXTS.notAllowed), nothingAppended());
  });

  it("given an address a trainer holds, when a participant changes to it in capitals, then it is refused with the specification's message and nothing is appended", async () => {
    const ana = givenAccount(spec.deps.emailIndex, spec.now, { role: "participant" });
    const tara = givenAccount(spec.deps.emailIndex, spec.now, { role: "trainer" });
    await spec
      .given(...ana.streams, ...tara.streams)
      .when({ method: "PATCH", url: URL, body: { name: ana.name, email: tara.email.toUpperCase() }, as: ana.as })
      .then(refused(409, PRODUCT_TEXTS.emailTaken, { email: PRODUCT_TEXTS.emailTaken }), nothingAppended());
  });

  it("given a participant, when they save their details unchanged (the address in capitals), then nothing is appended", async () => {
    const ana = givenAccount(spec.deps.emailIndex, spec.now, { role: "participant" });
    await spec
      .given(...ana.streams)
      .when({ method: "PATCH", url: URL, body: { name: ana.name, email: ana.email.toUpperCase() }, as: ana.as })
      .then(answer(200), nothingAppended());
  });

  it.each(["participant", "trainer", "localLead", "admin"] as const)(
    "given a %s, when they save their own details as they are, then it is accepted",
    async (role) => {
      const person = givenAccount(spec.deps.emailIndex, spec.now, { role });
      const staffFields =
        role === "trainer" || role === "localLead" ? { organisation: { category: "Health", value: "Health" }, localAuthorities: ["Newport"] } : {};
      await spec
        .given(...person.streams)
        .when({ method: "PATCH", url: URL, body: { name: person.name, email: person.email, ...staffFields }, as: person.as })
        .then(answer(200));
    },
  );

  it("given an admin, when they send organisation and local authorities, then only the name and address are theirs to change", async () => {
    const admin = givenAccount(spec.deps.emailIndex, spec.now, { role: "admin" });
    await spec
      .given(...admin.streams)
      .when({
        method: "PATCH",
        url: URL,
        body: { name: "Alex Admin-Jones", email: admin.email, organisation: { category: "Health" }, localAuthorities: ["Newport"] },
        as: admin.as,
      })
      .then(
        answer(200, expect.objectContaining({ name: "Alex Admin-Jones", organisation: null, localAuthorities: [] })),
        appended(userStream(admin.userId), {
          type: "AccountDetailsUpdated",
          data: {
            userId: admin.userId,
            name: "Alex Admin-Jones",
            email: admin.email,
            organisation: null,
            localAuthorities: [],
            updatedAt: spec.now.toISOString(),
          },
        }),
      );
  });

  it("given a local lead and a trainer, when they leave out local authorities or the organisation's text, then each field gets its message and nothing is appended", async () => {
    const lead = givenAccount(spec.deps.emailIndex, spec.now, { role: "localLead" });
    const trainer = givenAccount(spec.deps.emailIndex, spec.now, { role: "trainer" });
    await spec
      .given(...lead.streams, ...trainer.streams)
      .when({
        method: "PATCH",
        url: URL,
        body: { name: lead.name, email: lead.email, organisation: { category: "Other, please specify" }, localAuthorities: [] },
        as: lead.as,
      })
      .then(
        refused(400, PRODUCT_TEXTS.invalidInput, { localAuthorities: VALIDATION.selectAtLeastOne, "organisation.value": VALIDATION.required }),
        nothingAppended(),
      );
    await spec
      .given()
      .when({ method: "PATCH", url: URL, body: { name: trainer.name, email: trainer.email }, as: trainer.as })
      .then(refused(400, PRODUCT_TEXTS.invalidInput, { localAuthorities: VALIDATION.selectAtLeastOne }), nothingAppended());
    await spec
      .given()
      .when({
        method: "PATCH",
        url: URL,
        body: { name: trainer.name, email: trainer.email, organisation: { category: "Wizards" }, localAuthorities: ["Newport"] },
        as: trainer.as,
      })
      .then(refused(400, PRODUCT_TEXTS.invalidInput, { "organisation.category": VALIDATION.required }), nothingAppended());
  });

  it("given a participant, when they send missing, wrongly typed or bad fields, then each gets the messages of §5 and nothing is appended", async () => {
    const ana = givenAccount(spec.deps.emailIndex, spec.now, { role: "participant" });
    const cases: ReadonlyArray<[unknown, Record<string, string>]> = [
      [{}, { name: VALIDATION.required, email: VALIDATION.required }],
      [
        { name: 5, email: ["a@x.org"] },
        { name: VALIDATION.required, email: VALIDATION.required },
      ],
      [
        { name: "x".repeat(101), email: "nope" },
        { name: VALIDATION.tooLong100, email: VALIDATION.invalidEmail },
      ],
    ];
    for (const [index, [body, fields]] of cases.entries()) {
      await spec
        .given(...(index === 0 ? ana.streams : []))
        .when({ method: "PATCH", url: URL, body, as: ana.as })
        .then(refused(400, PRODUCT_TEXTS.invalidInput, fields), nothingAppended());
    }
    await spec
      .given()
      .when({ method: "PATCH", url: URL, body: "[1]", headers: { "content-type": "application/json" }, as: ana.as })
      .then(answer(400), nothingAppended());
  });

  it("given nobody logged in, when details are changed, then it is refused (401) and nothing is appended", async () => {
    await spec
      .given()
      .when({ method: "PATCH", url: URL, body: { name: "X", email: "x@example.org" } })
      .then(refused(401, PRODUCT_TEXTS.notLoggedIn), nothingAppended());
  });
});
