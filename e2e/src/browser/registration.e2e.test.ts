import type { BrowserContext } from "playwright-core";
import { expect, it } from "vitest";
import { ROSTER_TEXTS, VALIDATION, dayMonth, en } from "@wellbeing/domain";
import { cy as welsh } from "@wellbeing/domain/i18n/cy";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@wellbeing/scripts";
import { ApiClient } from "@wellbeing/testkit/apiClient";
import { browserSuite } from "@wellbeing/testkit/browserSuite";
import { logIn } from "@wellbeing/testkit/logIn";
import { outsideTheScreen } from "@wellbeing/testkit/screenFit";
import { shoot } from "@wellbeing/testkit/screenshots";
import { ENGLISH_TEXTS, translator } from "@wellbeing/i18n";

const suite = browserSuite();

const scheduleSession = async (overrides: Record<string, unknown> = {}) => {
  const trainer = new ApiClient(suite.system.url);
  await trainer.logIn(DEMO_ACCOUNTS.trainer, DEMO_PASSWORD);
  const trainerId = (await trainer.get("/api/users/auth")).body.userId;
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const created = await trainer.post("/api/add-session", {
    dates: [
      { sessionDate: day(20), startTime: "09:30", endTime: "12:30" },
      { sessionDate: day(27), startTime: "09:30", endTime: "12:30" },
    ],
    remote: false,
    address: { addressLine1: "Newport Central Library", addressLine2: "John Frost Square", town: "Newport", postcode: "NP20 1PA" },
    course: "C5",
    modules: ["1"],
    capacity: 12,
    partnerTrainer1: trainerId,
    contactEmail: DEMO_ACCOUNTS.trainer,
    extraInfo: "Tea and coffee provided.",
    ...overrides,
  });
  return created.body as { id: string; shortId: string };
};

/** A day `offset` days from today as DD/MM (§2.12). */
const dayMonthIn = (offset: number) => dayMonth(new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10));

const pageLoggedIn = async (context: BrowserContext, email: string, path = "/login") => {
  const page = await context.newPage();
  await logIn(page, email, { path });
  return page;
};

it("a visitor signs up from the registration page, comes back to it, and registers; the trainer's open screen counts them live", async () => {
  const session = await scheduleSession();
  const staff = await suite.browser.newContext({ baseURL: suite.system.url, viewport: { width: 1280, height: 900 } });
  const manage = await pageLoggedIn(staff, DEMO_ACCOUNTS.trainer);
  await manage.waitForURL("**/dashboard");
  await manage.goto(`/session-details/${session.id}`);
  await manage.getByText("Manage Attendees", { exact: true }).click();
  await manage.locator(".attendee-count", { hasText: "Registered attendees: 0 of 12" }).waitFor();

  const visitor = await suite.browser.newContext({ baseURL: suite.system.url, viewport: { width: 1280, height: 900 } });
  const page = await visitor.newPage();
  await page.goto(`/register/${session.shortId}`);
  await page.getByText("Newport Central Library, John Frost Square, Newport, NP20 1PA").waitFor();
  await page.getByText(ENGLISH_TEXTS.session.fundedEvaluationNotice()).waitFor();
  await page.getByText(ROSTER_TEXTS.loginToRegister).waitFor();
  // §2.12: each date as DD/MM, with its times.
  await page.getByText(`${dayMonthIn(20)} 09:30 to 12:30`, { exact: true }).waitFor();
  await page.getByText(`${dayMonthIn(27)} 09:30 to 12:30`, { exact: true }).waitFor();
  await shoot(page, "registration-logged-out");

  await page.getByRole("button", { name: "Create an account" }).click();
  await page.waitForURL(/\/participant\/signup\?source=registration&shortId=/);
  await page.getByLabel("Full name").fill("Rhian Evans");
  await page.getByLabel("Email", { exact: true }).fill("rhian.evans@example.org");
  await page.getByLabel("Password", { exact: true }).fill("Str0ng!pass");
  await page.getByRole("button", { name: /create account|sign up/i }).click();
  await page.waitForURL(`**/register/${session.shortId}`);

  await page.getByLabel(ROSTER_TEXTS.messageLabel).fill(`I use a wheelchair. ${"Step-free access to the room matters to me. ".repeat(8)}`);
  await page.getByRole("button", { name: "Register" }).click();
  await page.getByText(VALIDATION.mustAgreeTerms).waitFor();
  await page.getByText(VALIDATION.mustConfirmAttendance).waitFor();
  await shoot(page, "registration-form-errors");
  await page.getByText(ROSTER_TEXTS.termsLabel).click();
  await page.getByText(ROSTER_TEXTS.attendanceLabel).click();
  await page.getByRole("button", { name: "Register" }).click();
  await page.getByRole("heading", { name: ROSTER_TEXTS.registered }).waitFor();
  await page.getByRole("button", { name: ROSTER_TEXTS.completePreCourse }).waitFor();
  await expect
    .poll(() => page.getByRole("button", { name: ROSTER_TEXTS.completePreCourse }).getAttribute("href"))
    .toBe(`/survey/${session.shortId}/pre-course`);
  await shoot(page, "registration-confirmed");

  // Coming back later: already registered.
  await page.reload();
  await page.getByRole("heading", { name: ROSTER_TEXTS.alreadyRegistered }).waitFor();

  // The trainer's open Manage Session screen follows without a reload.
  await manage.locator(".attendee-count", { hasText: "Registered attendees: 1 of 12" }).waitFor({ timeout: 5_000 });
  await manage.getByRole("button", { name: "View special requirements" }).click();
  await manage.getByText("rhian.evans@example.org").waitFor();
  await manage.getByRole("button", { name: "Show more" }).waitFor();
  await shoot(manage, "drawer-special-requirements");
  await manage.getByRole("button", { name: "Show more" }).click();
  await manage.getByRole("button", { name: "Show less" }).waitFor();
  await manage.getByRole("button", { name: "Back", exact: true }).click();
  await visitor.close();
  await staff.close();
});

it("a staff member cannot register with their role; a full session says so and offers its waiting list", async () => {
  const session = await scheduleSession({ capacity: 1, modules: ["2"] });
  const participant = new ApiClient(suite.system.url);
  await participant.logIn(DEMO_ACCOUNTS.participant, DEMO_PASSWORD);
  await participant.request("PATCH", `/api/sessions/${session.id}/confirm-email`, { email: DEMO_ACCOUNTS.participant, status: "confirmed" });

  const staff = await suite.browser.newContext({ baseURL: suite.system.url, viewport: { width: 1280, height: 900 } });
  const trainerPage = await pageLoggedIn(staff, DEMO_ACCOUNTS.trainer);
  await trainerPage.waitForURL("**/dashboard");
  await trainerPage.goto(`/register/${session.shortId}`);
  await trainerPage.getByText(ENGLISH_TEXTS.roster.cannotRegisterAs("trainer")).waitFor();
  await shoot(trainerPage, "registration-wrong-role");
  await staff.close();

  const other = await suite.browser.newContext({ baseURL: suite.system.url, viewport: { width: 1280, height: 900 } });
  const page = await pageLoggedIn(other, DEMO_ACCOUNTS.multi, `/participant-login?source=registration&shortId=${session.shortId}`);
  await page.waitForURL(`**/register/${session.shortId}`);
  // Issue 29: full, the page offers the waiting list instead of the §4 refusal.
  const english = translator(en, "en");
  await page.getByText(english("waitingList.fullNote")).waitFor();
  await page.getByRole("button", { name: english("waitingList.join") }).waitFor();
  await shoot(page, "registration-full");
  await other.close();
});

it("a registered participant sees their session and asks to be removed; staff see the request and edit the lists", async () => {
  const session = await scheduleSession({ remote: true, address: null, meetingPlatform: "zoom", meetingLink: "https://zoom.us/j/5550001234", extraInfo: null });
  const participantApi = new ApiClient(suite.system.url);
  await participantApi.logIn(DEMO_ACCOUNTS.participant, DEMO_PASSWORD);
  await participantApi.request("PATCH", `/api/sessions/${session.id}/confirm-email`, { email: DEMO_ACCOUNTS.participant, status: "confirmed" });

  const context = await suite.browser.newContext({ baseURL: suite.system.url, viewport: { width: 1280, height: 900 } });
  const page = await pageLoggedIn(context, DEMO_ACCOUNTS.participant, "/participant-login");
  await page.waitForURL("**/participant-dashboard");
  await page.goto(`/participant-session-details/${session.id}`);
  await page.getByRole("link", { name: "https://zoom.us/j/5550001234" }).waitFor();
  await page.getByText("Module 1", { exact: true }).waitFor();
  // §2.13: day/month with the start and end times.
  await page.getByText(`${dayMonthIn(20)} 09:30 to 12:30`, { exact: true }).waitFor();
  await page.getByRole("button", { name: ROSTER_TEXTS.completePreCourseEvaluation }).waitFor();
  await shoot(page, "participant-session-details");

  await page.getByRole("button", { name: ROSTER_TEXTS.requestRemoval }).click();
  const confirm = page.getByRole("button", { name: "Confirm" });
  await expect.poll(() => confirm.isDisabled()).toBe(true);
  await page.getByLabel(ROSTER_TEXTS.removalReasonLabel).fill("I have moved to Cardiff");
  await expect.poll(() => confirm.isDisabled()).toBe(false);
  await shoot(page, "participant-removal-dialog");
  await confirm.click();
  await page.getByText(ROSTER_TEXTS.removalRequestSent).waitFor();
  await page.getByText(ROSTER_TEXTS.removalRequested).waitFor();
  await context.close();

  const staff = await suite.browser.newContext({ baseURL: suite.system.url, viewport: { width: 1280, height: 900 } });
  const manage = await pageLoggedIn(staff, DEMO_ACCOUNTS.lead);
  await manage.waitForURL("**/dashboard");
  await manage.goto(`/session-details/${session.id}`);
  await manage.getByText("Manage Attendees", { exact: true }).click();
  await manage.getByText("A participant has asked to be removed from this session.").waitFor();
  await manage.getByRole("button", { name: "View & edit registered attendees" }).click();
  await manage.getByText("I have moved to Cardiff").waitFor();
  const attendees = manage.getByLabel("Registered attendees' e-mail addresses");
  await attendees.fill("walk.in@example.org");
  await attendees.press("Enter");
  await attendees.fill("not-an-email");
  await attendees.press("Enter");
  await manage.getByText(`${ROSTER_TEXTS.invalid} ${VALIDATION.invalidEmail}`).waitFor();
  await shoot(manage, "drawer-registered-attendees");
  await attendees.fill("");
  await manage.locator(".bp6-tag", { hasText: DEMO_ACCOUNTS.participant }).getByRole("button").click();
  await manage.getByRole("button", { name: "Save registered attendees" }).click();
  await manage.getByText(ROSTER_TEXTS.attendeesUpdated).waitFor();
  await manage.getByRole("button", { name: "Back", exact: true }).click();
  await manage.locator(".attendee-count", { hasText: "Registered attendees: 1 of 12" }).waitFor();
  // Back gives focus to the control that opened the drawer at once, with no scroll jump under the next click.
  await manage.locator("button:focus", { hasText: "View & edit registered attendees" }).waitFor();

  await manage.getByText("Invite & Promote", { exact: true }).click();
  await manage.getByRole("button", { name: "Manage invitees" }).click();
  const invitees = manage.getByLabel("Invitees' e-mail addresses");
  await invitees.fill("ana@example.org; ben@example.org, Cal@Example.org");
  await invitees.press("Enter");
  await manage.getByRole("button", { name: "Save invitees" }).click();
  // The registered list's toast may still show too; the saved count below proves this save.
  await manage.getByText(ROSTER_TEXTS.attendeesUpdated).last().waitFor();
  await manage.locator(".bp6-tag", { hasText: "cal@example.org" }).waitFor();
  await manage.getByText("Invitees: 3 (0 e-mailed).").waitFor();
  await shoot(manage, "drawer-invitees");
  await staff.close();
});

it("registering for Modules 2 & 3 without Module 1 is warned about first, in the person's language, and promises no materials that stay locked", async () => {
  const session = await scheduleSession({ modules: ["2", "3"] });
  const context = await suite.browser.newContext({ baseURL: suite.system.url, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await pageLoggedIn(context, DEMO_ACCOUNTS.multi, `/participant-login?source=registration&shortId=${session.shortId}`);
  await page.waitForURL(`**/register/${session.shortId}`);
  await context.addCookies([{ name: "wb_lang", value: "cy", url: suite.system.url }]);
  await page.reload();
  const cy = translator(welsh, "cy");
  // Before the Register button: modules go in order, with where to find a Module 1 session.
  const warning = page.locator(".skipped-modules", { hasText: cy("roster.modulesInOrderTitle") });
  await warning.getByText(cy("roster.skippedModules", { modules: cy("session.module_1") })).waitFor();
  expect(await warning.getByRole("button", { name: cy("roster.findModuleSession", { module: cy("session.module_1") }) }).getAttribute("href")).toBe(
    "/course-schedule",
  );
  expect(await outsideTheScreen(page)).toEqual([]);
  await shoot(page, "registration-skipped-modules-cy-390");

  await page.getByText(cy("roster.termsLabel")).click();
  await page.getByText(cy("roster.attendanceLabel")).click();
  await page.getByRole("button", { name: cy("roster.register") }).click();
  await page.getByRole("heading", { name: cy("roster.registered") }).waitFor();
  // Every document of Modules 2 and 3 waits for an evaluation: no 'now available'.
  await page.getByText(cy("roster.whatNowLocked")).waitFor();
  expect(await page.getByText(cy("roster.whatNow")).count()).toBe(0);
  await page.getByRole("button", { name: cy("roster.findModuleSession", { module: cy("session.module_1") }) }).waitFor();
  await shoot(page, "registration-confirmed-locked-cy-390");

  // The materials page agrees: every document of the session's modules is locked.
  await page.getByRole("button", { name: cy("shell.materials"), exact: true }).click();
  await page.waitForURL("**/participant/materials/C5");
  await expect.poll(() => page.locator(".material-document-locked").count()).toBeGreaterThan(0);
  expect(await page.locator(".material-document:not(.material-document-locked)").count()).toBe(0);
  await context.close();
});
