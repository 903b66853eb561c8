import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { LANGUAGE_COOKIE, en, type Language } from "@wellbeing/domain";
import { translator } from "@wellbeing/i18n";
import { cy } from "@wellbeing/domain/i18n/cy";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@wellbeing/scripts";
import { registerAccount } from "@wellbeing/testkit/accountHelpers";
import { ApiClient } from "@wellbeing/testkit/apiClient";
import { browserSuite } from "@wellbeing/testkit/browserSuite";
import { logIn } from "@wellbeing/testkit/logIn";
import { PHONE, expectNoSidewaysScroll } from "@wellbeing/testkit/phone";
import { shoot } from "@wellbeing/testkit/screenshots";
import { onlineSessionForm } from "@wellbeing/testkit/sessionCast";

// Issue 29 in the browser: a participant joins a full session's waiting list, a trainer takes someone off the
// registered list, the participant's open page shows the space offered, they accept it and are registered;
// the trainer's Manage Session lists the waiting list and follows it live.

const suite = browserSuite();
const DESKTOP = { width: 1280, height: 900 };

/** Each screen photographed at a phone's width and at a desktop's. */
const shootBoth = async (page: Page, name: string, language: Language) => {
  const before = page.viewportSize() ?? PHONE;
  for (const [size, viewport] of [
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    await shoot(page, `waiting-list-${name}-${language}-${size}`);
  }
  await page.setViewportSize(before);
};

const journey = async (language: Language, viewport: typeof PHONE) => {
  const t = translator({ en, cy }[language], language);
  const trainer = new ApiClient(suite.system.url);
  await trainer.logIn(DEMO_ACCOUNTS.trainer, DEMO_PASSWORD);
  const trainerId = (await trainer.get("/api/users/auth")).body.userId;
  const session = (await trainer.post("/api/add-session", onlineSessionForm(trainerId, { capacity: 1 }))).body as { id: string; shortId: string };
  const attendee = `attendee-${language}@example.org`;
  const waiting = `waiting-${language}@example.org`;
  await registerAccount(suite.system, { email: attendee, name: "Ana Attendee", roles: ["participant"] });
  await registerAccount(suite.system, { email: waiting, name: "Ben Waiting", roles: ["participant"] });
  const ana = new ApiClient(suite.system.url);
  await ana.logIn(attendee, DEMO_PASSWORD);
  expect((await ana.request("PATCH", `/api/sessions/${session.id}/confirm-email`, { email: attendee, status: "confirmed" })).status).toBe(200);

  const cookie = { name: LANGUAGE_COOKIE, value: language, url: suite.system.url };
  // Logged in on the English form (the helper's labels), then reading in the journey's language.
  const participantContext = await suite.browser.newContext({ baseURL: suite.system.url, viewport });
  const page = await participantContext.newPage();
  await logIn(page, waiting, { path: "/participant-login" });
  await page.waitForURL("**/participant-dashboard");
  await participantContext.addCookies([cookie]);

  // The full session's registration page offers the waiting list instead of Register.
  await page.goto(`/register/${session.shortId}`);
  const join = page.getByRole("button", { name: t("waitingList.join") });
  await join.waitFor();
  await page.getByText(t("waitingList.fullNote")).waitFor();
  await expectNoSidewaysScroll(page);
  await shootBoth(page, "join", language);
  await join.click();
  await page.getByText(t("waitingList.onList", { position: 1 })).waitFor();
  await shootBoth(page, "position", language);
  // Their home lists their place too, one click from it.
  await page.goto("/participant-dashboard");
  await page.getByRole("heading", { name: t("waitingList.homeTitle") }).waitFor();
  await page.getByText(t("waitingList.onList", { position: 1 })).waitFor();
  await shootBoth(page, "home", language);
  await page.getByRole("button", { name: t("waitingList.viewPlace") }).click();
  await page.waitForURL(`**/waiting-list/${session.id}`);

  // The trainer's Manage Session lists Ben first in line.
  const staffContext = await suite.browser.newContext({ baseURL: suite.system.url, viewport });
  const manage = await staffContext.newPage();
  await logIn(manage, DEMO_ACCOUNTS.trainer);
  await manage.waitForURL("**/dashboard");
  await staffContext.addCookies([cookie]);
  await manage.goto(`/session-details/${session.id}`);
  await manage.getByText(t("session.manageAttendees"), { exact: true }).click();
  await manage.getByText(t("waitingList.staffTitle", { count: 1 })).waitFor();
  const row = manage.getByRole("listitem").filter({ hasText: "Ben Waiting" });
  await row.getByText(t("waitingList.staffWaiting"), { exact: true }).waitFor();
  await shootBoth(manage, "staff-list", language);

  // The trainer takes Ana off the registered list: Ben's open page (his place on the list) shows the space offered, live.
  expect((await trainer.request("PATCH", `/api/sessions/${session.id}/attendeesList`, { participantsEmails: [], status: "confirmed" })).status).toBe(200);
  await page.getByText(t("waitingList.offerHeading")).waitFor();
  await row.getByText(/\d{2}:\d{2}/).waitFor();
  await shootBoth(manage, "staff-list-offered", language);

  // The offer's page (the e-mail's link, also the home's): tick the registration form's boxes and accept.
  await expectNoSidewaysScroll(page);
  await shootBoth(page, "offer", language);
  await page.getByText(t("roster.termsLabel")).click();
  await page.getByText(t("roster.attendanceLabel")).click();
  await page.getByRole("button", { name: t("waitingList.accept") }).click();
  await page.getByText(t("roster.registered")).waitFor();
  await shootBoth(page, "accepted", language);

  // Registered: their session page opens, and the trainer's list empties.
  await page.getByRole("button", { name: t("roster.viewMySession") }).click();
  await page.waitForURL(`**/participant-session-details/${session.id}`);
  await page.getByRole("button", { name: t("roster.requestRemoval") }).waitFor();
  await manage.getByText(t("waitingList.staffEmpty")).waitFor();
  await participantContext.close();
  await staffContext.close();
};

it("on a phone, in English: a participant joins a full session's waiting list, the trainer removes someone, the offer shows, they accept and are registered", async () => {
  await journey("en", PHONE);
}, 240_000);

it("on a desktop, in Welsh: the same journey, every screen in Welsh", async () => {
  await journey("cy", DESKTOP);
}, 240_000);

it("the participant's own session page of a full session they are not on offers the waiting list, joins it and shows their place, in English and in Welsh", async () => {
  const trainer = new ApiClient(suite.system.url);
  await trainer.logIn(DEMO_ACCOUNTS.trainer, DEMO_PASSWORD);
  const trainerId = (await trainer.get("/api/users/auth")).body.userId;
  const session = (await trainer.post("/api/add-session", onlineSessionForm(trainerId, { capacity: 1 }))).body as { id: string };
  for (const [email, name] of [
    ["first.in@example.org", "Fay First"],
    ["page.joiner@example.org", "Pat Page"],
  ] as const)
    await registerAccount(suite.system, { email, name, roles: ["participant"] });
  const fay = new ApiClient(suite.system.url);
  await fay.logIn("first.in@example.org", DEMO_PASSWORD);
  expect((await fay.request("PATCH", `/api/sessions/${session.id}/confirm-email`, { email: "first.in@example.org", status: "confirmed" })).status).toBe(200);

  const context = await suite.browser.newContext({ baseURL: suite.system.url, viewport: PHONE });
  const page = await context.newPage();
  await logIn(page, "page.joiner@example.org", { path: "/participant-login" });
  await page.waitForURL("**/participant-dashboard");
  await page.goto(`/participant-session-details/${session.id}`);
  const inEnglish = translator(en, "en");
  await page.getByText(inEnglish("waitingList.fullNote")).waitFor();
  await expectNoSidewaysScroll(page);
  await shootBoth(page, "session-page-join", "en");
  await page.getByRole("button", { name: inEnglish("waitingList.join") }).click();
  await page.getByText(inEnglish("waitingList.onList", { position: 1 })).waitFor();
  await shootBoth(page, "session-page-position", "en");

  // The same page in Welsh.
  await context.addCookies([{ name: LANGUAGE_COOKIE, value: "cy", url: suite.system.url }]);
  await page.reload();
  const inWelsh = translator(cy, "cy");
  await page.getByText(inWelsh("waitingList.onList", { position: 1 })).waitFor();
  await shootBoth(page, "session-page-position", "cy");
  await context.close();
});
