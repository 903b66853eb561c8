import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { SESSION_LIST_TEXTS } from "@wellbeing/domain";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@wellbeing/scripts";
import { ApiClient } from "@wellbeing/testkit/apiClient";
import { browserSuite } from "@wellbeing/testkit/browserSuite";
import { logIn } from "@wellbeing/testkit/logIn";
import { watchPolicyViolations } from "@wellbeing/testkit/policyViolations";
import { createSession, sessionForm } from "@wellbeing/testkit/sessionCast";
import { startTestSystem } from "@wellbeing/testkit/testSystem";

const suite = browserSuite();

/** A session of the demo trainer's, with the demo participant registered for it. */
const sessionWithParticipant = async () => {
  const trainer = new ApiClient(suite.system.url);
  const { userId } = await trainer.logIn(DEMO_ACCOUNTS.trainer, DEMO_PASSWORD);
  const session = await createSession(trainer, sessionForm(userId, { extraInfo: "Bring a pen" }));
  const participant = new ApiClient(suite.system.url);
  await participant.logIn(DEMO_ACCOUNTS.participant, DEMO_PASSWORD);
  const registered = await participant.request("PATCH", `/api/sessions/${session.id}/confirm-email`, { email: DEMO_ACCOUNTS.participant, status: "confirmed" });
  expect(registered.status).toBe(200);
  return { ...session, trainerId: userId };
};

it("the app's own policy holds on every main screen: no page, popover or QR code is refused anything", async () => {
  const session = await sessionWithParticipant();
  const context = await suite.browser.newContext({ baseURL: suite.system.url, viewport: { width: 1280, height: 900 } });
  const policy = await watchPolicyViolations(context);
  const visit = async (page: Page, path: string, ready: (page: Page) => Promise<unknown>) => {
    await page.goto(path);
    await ready(page);
    await policy.expectNoneOn(page);
  };

  const visitor = await context.newPage();
  await visit(visitor, "/", (page) => page.getByRole("heading", { name: "Welcome" }).waitFor());
  await visit(visitor, "/login", (page) => page.getByRole("button", { name: "Log in" }).waitFor());
  await visit(visitor, "/participant/signup", (page) => page.getByLabel("Full name").waitFor());
  await visit(visitor, `/register/${session.shortId}`, (page) => page.getByText("1 Commercial Street, Newport, NP20 1AA").waitFor());
  await visit(visitor, "/course-schedule", (page) => page.getByText(SESSION_LIST_TEXTS.noneAvailable).waitFor());
  await visit(visitor, `/available-sessions/${session.trainerId}`, (page) =>
    page
      .getByRole("button", { name: /View & register/ })
      .first()
      .waitFor(),
  );

  await logIn(visitor, DEMO_ACCOUNTS.trainer);
  const trainer = visitor;
  await trainer.waitForURL("**/dashboard");
  await visit(trainer, "/dashboard", (page) => page.getByText(/Welcome back/).waitFor());
  await visit(trainer, "/my-sessions", (page) => page.getByRole("heading", { name: "Your Sessions" }).waitFor());
  await visit(trainer, `/session-details/${session.id}`, async (page) => {
    await page.getByRole("heading", { name: "Manage Session" }).waitFor();
    for (const section of ["Invite & Promote", "Manage Attendees", "Get Feedback"]) {
      await page.getByText(section, { exact: true }).click();
    }
    await page.getByText("Bring a pen").waitFor();
  });
  await visit(trainer, `/session-edit/${session.id}`, async (page) => {
    await page.locator("#session-modules").click();
    await page.getByRole("option", { name: "Module 2" }).waitFor();
  });
  await visit(trainer, `/print/${session.id}`, (page) => page.getByRole("img", { name: "QR code of the Pre-course evaluation link" }).waitFor());
  await visit(trainer, "/my-account", (page) => page.getByLabel("Email", { exact: true }).waitFor());

  const admin = await context.newPage();
  await context.clearCookies();
  await logIn(admin, DEMO_ACCOUNTS.admin);
  await admin.waitForURL("**/dashboard");
  await visit(admin, "/all-sessions?type=all", (page) => page.getByRole("heading", { name: "All Sessions" }).waitFor());
  await visit(admin, "/trainers", (page) => page.getByText("Tara Trainer").first().waitFor());
  await visit(admin, "/course-schedule", async (page) => {
    await page.locator("#public-leads").click();
    await page.getByRole("option", { name: "Lee Lead" }).waitFor();
  });

  const participant = await context.newPage();
  await context.clearCookies();
  await logIn(participant, DEMO_ACCOUNTS.participant, { path: "/participant-login" });
  await participant.waitForURL("**/participant-dashboard");
  await visit(participant, "/participant-dashboard", (page) => page.getByRole("heading").first().waitFor());
  await visit(participant, `/participant-session-details/${session.id}`, (page) => page.getByText("Module 1", { exact: true }).waitFor());
  await context.close();
});

it("answers carry the headers: the policy, no framing, no sniffing, a same-site referrer, no HSTS over http", async () => {
  const answer = await fetch(`${suite.system.url}/login`);
  const policy = answer.headers.get("content-security-policy") ?? "";
  for (const directive of ["script-src 'self'", "object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'none'"]) {
    expect(policy).toContain(directive);
  }
  expect(policy).not.toContain("unsafe-inline");
  expect(answer.headers.get("x-frame-options")).toBe("DENY");
  expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
  expect(answer.headers.get("referrer-policy")).toBe("same-origin");
  expect(answer.headers.get("strict-transport-security")).toBeNull();
  expect((await fetch(`${suite.system.url}/api/users/auth`)).headers.get("content-security-policy")).toBe(policy);
});

it("the development inbox shows an e-mail's HTML under its own policy, without violations", async () => {
  const development = await startTestSystem({ smtpUrl: undefined });
  try {
    expect((await fetch(`${development.url}/api/users/forget-password/?email=${DEMO_ACCOUNTS.participant}`)).status).toBe(200);
    await development.mailCatcher!.waitFor((mail) => mail.subject === "Reset your password");
    const context = await suite.browser.newContext({ baseURL: development.url });
    const policy = await watchPolicyViolations(context);
    const page = await context.newPage();
    await page.goto("/dev/mail");
    await page.getByRole("link", { name: "Reset your password" }).click();
    await page.frameLocator("iframe").getByText("We received a request to reset the password of your account.").waitFor();
    await policy.expectNoneOn(page);
    await context.close();
  } finally {
    await development.stop();
  }
});

it("the API reference renders every endpoint's contract under the app's policy", async () => {
  const context = await suite.browser.newContext({ baseURL: suite.system.url, viewport: { width: 1280, height: 900 } });
  const policy = await watchPolicyViolations(context);
  const page = await context.newPage();
  await page.goto("/api/docs");
  await page.getByText("/api/session-details/{id}").first().waitFor();
  await page.getByText("/api/sessions/{shortId}/registration").first().click();
  await page.getByText("RegistrationState").first().waitFor();
  await policy.expectNoneOn(page);
  await context.close();
});
