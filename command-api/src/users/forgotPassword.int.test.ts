import { Either } from "effect";
import { describe, expect, it } from "vitest";
import { ACCOUNT_TEXTS, PRODUCT_TEXTS, passwordTokenStream, userStream } from "@wellbeing/domain";
import { answer, appended, nothingAppended, refused, useCommandSpecification } from "../testing/commandSpecification";
import { givenAccount } from "../testing/givenStreams";
import { hashLinkToken } from "./linkTokens";
import { requestPasswordReset, sendPasswordReset } from "./forgotPassword";

// Anyone may ask, and the answer is the same whether the address has an account or not: the request
// is recorded before the answer (one write either way) and worked after it, by any command API.

const spec = useCommandSpecification();

const HOUR_MS = 60 * 60 * 1000;

const forget = (email: string) => `/api/users/forget-password?email=${encodeURIComponent(email)}`;

/** The reset link an e-mail carries: its token. */
const tokenIn = (html: string): string => /\/reset-password\/([A-Za-z0-9_-]{43})/.exec(html)![1]!;

/** Every request recorded so far has been worked to the end. */
const allWorked = () => expect.poll(() => spec.deps.passwordResets.unfinished()).toBe(0);

describe("GET forget-password", () => {
  it("given an account, when a reset is asked for its address, then a link valid an hour is issued on the token's and the person's streams together, and e-mailed", async () => {
    const ana = givenAccount(spec.deps.emailIndex, spec.now, { role: "participant" });
    await spec
      .given(...ana.streams)
      .when({ method: "GET", url: forget(ana.email) })
      .then(answer(200, { message: ACCOUNT_TEXTS.resetEmailSent }), async (outcome) => {
        const mail = await spec.mail.waitFor((received) => received.to.includes(ana.email));
        const tokenHash = hashLinkToken(tokenIn(mail.html));
        await appended(passwordTokenStream(tokenHash), { type: "PasswordTokenAssigned", data: { userId: ana.userId } })(outcome);
        await appended(userStream(ana.userId), {
          type: "PasswordLinkIssued",
          data: {
            userId: ana.userId,
            tokenHash,
            purpose: "reset",
            expiresAt: new Date(spec.now.getTime() + HOUR_MS).toISOString(),
            issuedAt: spec.now.toISOString(),
          },
        })(outcome);
        const [token] = await spec.deps.store.readStream(passwordTokenStream(tokenHash));
        const [issued] = (await spec.deps.store.readStream(userStream(ana.userId))).slice(-1);
        // One append across both streams, caused by the request's job (not by the request itself).
        expect(issued!.metadata.causationId).toEqual(token!.metadata.causationId);
        expect(issued!.metadata.causationId).toEqual(expect.any(String));
      });
  });

  it("given no account for the address, when a reset is asked, then the same answer, and once the request is worked nothing is appended and nothing sent", async () => {
    const sentBefore = spec.mail.messages().length;
    await spec
      .given()
      .when({ method: "GET", url: forget("nobody.here@example.org") })
      .then(answer(200, { message: ACCOUNT_TEXTS.resetEmailSent }), async (outcome) => {
        await allWorked();
        await nothingAppended()(outcome);
      });
    expect(spec.mail.messages().length).toBe(sentBefore);
  });

  it("given one address with an account and one without, when both are asked while no command API works requests, then both are answered alike having only recorded the request: nothing appended or sent until it is worked", async () => {
    const dilys = givenAccount(spec.deps.emailIndex, spec.now, { role: "participant" });
    const sentBefore = spec.mail.messages().length;
    await spec.deps.passwordResets.pauseWork();
    try {
      for (const email of [dilys.email, "nobody.either@example.org"]) {
        await spec
          .given(...(email === dilys.email ? dilys.streams : []))
          .when({ method: "GET", url: forget(email) })
          .then(answer(200, { message: ACCOUNT_TEXTS.resetEmailSent }), nothingAppended());
      }
      expect(await spec.deps.passwordResets.unfinished()).toBe(2);
      expect(spec.mail.messages().length).toBe(sentBefore);
    } finally {
      await spec.deps.passwordResets.resumeWork();
    }
    await allWorked();
    await spec.mail.waitFor((mail) => mail.to.includes(dilys.email));
    expect(
      spec.mail
        .messages()
        .slice(sentBefore)
        .map((mail) => mail.to),
    ).toEqual([[dilys.email]]);
  });

  it.each(["participant", "trainer", "localLead", "admin"] as const)(
    "given a %s logged in, when they ask for a reset of any address, then the answer is the same as to anyone",
    async (role) => {
      const caller = givenAccount(spec.deps.emailIndex, spec.now, { role });
      await spec
        .given(...caller.streams)
        .when({ method: "GET", url: "/api/users/forget-password/?email=someone@example.org", as: caller.as })
        .then(answer(200, { message: ACCOUNT_TEXTS.resetEmailSent }));
    },
  );

  it.each([
    ["/api/users/forget-password/", ACCOUNT_TEXTS.forgotEmailRequired],
    ["/api/users/forget-password/?email=", ACCOUNT_TEXTS.forgotEmailRequired],
    ["/api/users/forget-password/?email=not-an-address", ACCOUNT_TEXTS.forgotEmailInvalid],
    ["/api/users/forget-password?email=also-without-slash", ACCOUNT_TEXTS.forgotEmailInvalid],
  ])("given anyone, when %s is asked, then the address gets the screen's message, and nothing is recorded or appended", async (url, text) => {
    await spec
      .given()
      .when({ method: "GET", url })
      .then(refused(400, PRODUCT_TEXTS.invalidInput, { email: text }), nothingAppended(), allWorked);
  });

  it("given anyone, when two addresses are asked at once, then it is refused (400), and nothing is recorded or appended", async () => {
    await spec.given().when({ method: "GET", url: "/api/users/forget-password/?email=a@x.org&email=b@x.org" }).then(answer(400), nothingAppended(), allWorked);
  });
});

describe("two quick reset requests for one address (issue 24 §4)", () => {
  it("given an account, when two requests are worked at the same time (two command APIs), then both links are recorded and both e-mails sent, each with its own working link", async () => {
    const bryn = givenAccount(spec.deps.emailIndex, spec.now, { role: "trainer" });
    await spec
      .given(...bryn.streams)
      .when(async (deps) => {
        const context = { actorId: null, correlationId: "two-quick-resets", now: spec.now };
        const job = { emailStream: deps.emailIndex.streamOf(bryn.email), correlationId: context.correlationId, requestedAt: spec.now.toISOString() };
        await Promise.all([sendPasswordReset(deps, { id: "first-request", job }), sendPasswordReset(deps, { id: "second-request", job })]);
        return Either.right(null);
      })
      .then(answer(200), async () => {
        await expect.poll(() => spec.mail.messages().filter((mail) => mail.to.includes(bryn.email)).length).toBe(2);
        const tokens = spec.mail
          .messages()
          .filter((mail) => mail.to.includes(bryn.email))
          .map((mail) => hashLinkToken(tokenIn(mail.html)));
        expect(new Set(tokens).size).toBe(2);
        const issued = (await spec.deps.store.readStream(userStream(bryn.userId))).filter((event) => event.type === "PasswordLinkIssued");
        expect(issued.map((event) => (event.data as { tokenHash: string }).tokenHash).sort()).toEqual([...tokens].sort());
      });
  });

  it("given an account, when two requests are recorded one after the other, then each is worked and e-mailed once", async () => {
    const cari = givenAccount(spec.deps.emailIndex, spec.now, { role: "participant" });
    await spec
      .given(...cari.streams)
      .when(async (deps) => {
        const context = { actorId: null, correlationId: "recorded-twice", now: spec.now };
        await requestPasswordReset(deps, cari.email, context);
        await requestPasswordReset(deps, cari.email, context);
        return Either.right(null);
      })
      .then(answer(200), async () => {
        await allWorked();
        await expect.poll(() => spec.mail.messages().filter((mail) => mail.to.includes(cari.email)).length).toBe(2);
      });
  });
});
