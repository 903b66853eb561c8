import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { listDates, questionnaireOf, visibleGroups } from "@wellbeing/domain";
import { inEnglishWords } from "@wellbeing/i18n";
import { completeForm } from "@wellbeing/domain/evaluations/testFixtures";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@wellbeing/scripts";
import { registerAccount, signUpParticipant } from "@wellbeing/testkit/accountHelpers";
import { ApiClient } from "@wellbeing/testkit/apiClient";
import { browserSuite } from "@wellbeing/testkit/browserSuite";
import { countLivePushes } from "@wellbeing/testkit/livePushes";
import { logIn } from "@wellbeing/testkit/logIn";
import { shoot } from "@wellbeing/testkit/screenshots";
import { createSession, inDays, registerBeforeItEnded, registerFor, sessionForm } from "@wellbeing/testkit/sessionCast";

// The staff home (§2.6) in a browser: what needs doing, the next sessions and the chart, following
// registrations and sent e-mails live (no reload), in English and in Welsh.

const suite = browserSuite();

const tile = (page: Page, label: string) => page.locator(".reach-tile", { hasText: label }).locator(".reach-tile-value");
/** The 'what needs doing' line about the session on `day`. */
const itemOn = (page: Page, day: string) =>
  page.locator(".to-do-item", { hasText: listDates([{ sessionDate: day, startTime: null, endTime: null }], inEnglishWords) });

const openHome = async (email: string) => {
  const context = await suite.browser.newContext({ baseURL: suite.system.url, viewport: { width: 1280, height: 1000 } });
  const page = await context.newPage();
  await logIn(page, email);
  await page.waitForURL("**/dashboard");
  return { context, page };
};

/** This week's bar of the responses chart, as its table for screen readers says it. */
const thisWeeksResponses = (page: Page) => page.locator(".responses-chart-figures td").last().textContent();

/** Marks the loaded page: a reload would lose the mark. */
const markPage = (page: Page) => page.evaluate(() => Object.assign(globalThis, { staffHomeMark: true }));
const stillSamePage = (page: Page) => page.evaluate(() => "staffHomeMark" in globalThis);

it("a trainer's home lists a session needing invitations, counts a registration on its tile live, drops the item once invitations go, charts a submission, and speaks Welsh", async () => {
  const trainer = new ApiClient(suite.system.url);
  const { userId: trainerId } = await trainer.logIn(DEMO_ACCOUNTS.trainer, DEMO_PASSWORD);
  const day = inDays(2);
  const soon = await createSession(trainer, sessionForm(trainerId, { dates: [{ sessionDate: day, startTime: "10:00", endTime: "12:00" }] }));

  const { context, page } = await openHome(DEMO_ACCOUNTS.trainer);
  await page.getByRole("heading", { name: "What needs doing" }).waitFor();
  const item = itemOn(page, day);
  await item.getByText("Send invitations").waitFor();
  await item.getByText("Starts within 7 days with 12 spaces left, and no invitations have been sent.").waitFor();
  await page.getByRole("heading", { name: "Next sessions" }).waitFor();
  await page.locator(`.staff-home-next a[href$="/session-details/${soon.id}"]`).waitFor();
  // The chart is drawn once it comes into view.
  await page.locator(".responses-chart-drawing").scrollIntoViewIfNeeded();
  await page.locator(".responses-chart .recharts-bar").waitFor({ state: "attached" });
  const participants = Number(await tile(page, "Participants").textContent());
  await markPage(page);
  await shoot(page, "staff-home-en");

  // A participant registers: the tile and the item's spaces follow, without a reload.
  const ana = await signUpParticipant(suite.system.url, "Ana Home", "ana.home@example.net");
  expect((await registerFor(ana.client, soon.id, "ana.home@example.net")).status).toBe(200);
  await expect.poll(() => tile(page, "Participants").textContent()).toBe(String(participants + 1));
  await item.getByText("Starts within 7 days with 11 spaces left, and no invitations have been sent.").waitFor();

  // Invitations go: the item leaves the list.
  expect(
    (await trainer.post(`/api/sessions/${soon.id}/emails?type=registration`, { recipients: ["ben.home@example.net"], extraInformation: null })).status,
  ).toBe(200);
  await expect.poll(() => item.count()).toBe(0);

  // Ana answers the pre-course evaluation of a session that ended yesterday: this week's bar grows.
  const finished = await createSession(trainer, sessionForm(trainerId, { dates: [{ sessionDate: inDays(-1), startTime: "10:00", endTime: "12:00" }] }));
  expect((await registerBeforeItEnded(suite.system, ana.client, finished.id, "ana.home@example.net")).status).toBe(200);
  const before = Number(await thisWeeksResponses(page));
  const formState = completeForm(visibleGroups(questionnaireOf("v1"), "pre-course", { demographicsKnown: false }));
  expect(
    (
      await ana.client.post("/api/survey/submit/", {
        sessionId: finished.id,
        surveyType: "pre-course",
        formState,
        disagreedToResearch: false,
        questionIDList: [],
      })
    ).status,
  ).toBe(201);
  await expect.poll(() => thisWeeksResponses(page)).toBe(String(before + 1));
  await itemOn(page, inDays(-1)).getByText("Send the evaluation").waitFor();

  // In Welsh, a new session needing invitations appears, worded in Welsh; the link leads to its Manage Session screen.
  await page.getByRole("button", { name: "Cymraeg" }).click();
  await page.getByRole("heading", { name: "Beth sydd angen ei wneud" }).waitFor();
  const dayAfter = inDays(3);
  const later = await createSession(trainer, sessionForm(trainerId, { dates: [{ sessionDate: dayAfter, startTime: "10:00", endTime: "12:00" }] }));
  const welshItem = itemOn(page, dayAfter);
  await welshItem.getByText("Anfon gwahoddiadau").waitFor();
  await welshItem.getByText("Yn dechrau o fewn 7 diwrnod gyda 12 lle ar ôl, ac nid oes gwahoddiadau wedi'u hanfon.").waitFor();
  await page.getByRole("heading", { name: "Sesiynau nesaf" }).waitFor();
  await page.getByRole("heading", { name: "Ymatebion dros amser" }).waitFor();
  await shoot(page, "staff-home-cy");
  expect(await stillSamePage(page)).toBe(true);

  await welshItem.locator("a.to-do-link").click();
  await page.waitForURL(`**/session-details/${later.id}`);
  await context.close();
});

it("a trainer with nothing to do is told so, in English and in Welsh", async () => {
  await registerAccount(suite.system, { email: "new.trainer@example.net", name: "Newydd Trainer", roles: ["trainer"], localAuthorities: ["Newport"] });
  const { context, page } = await openHome("new.trainer@example.net");
  await page.getByText("Nothing needs doing. You're all caught up.").waitFor();
  await page.locator(".staff-home-next").getByText("No Sessions").waitFor();
  await page.getByText("0 evaluation responses in the last 12 weeks.").waitFor();
  await shoot(page, "staff-home-empty-en");
  await page.getByRole("button", { name: "Cymraeg" }).click();
  await page.getByText("Does dim angen gwneud dim. Rydych chi wedi dal i fyny â phopeth.").waitFor();
  await page.locator(".staff-home-next").getByText("Dim sesiynau").waitFor();
  await shoot(page, "staff-home-empty-cy");
  await context.close();
});

it("a participant's submission moves the Responses tile and the chart from the push itself: no request for the tiles, nor for the page", async () => {
  const trainer = new ApiClient(suite.system.url);
  const { userId: trainerId } = await trainer.logIn(DEMO_ACCOUNTS.trainer, DEMO_PASSWORD);
  const finished = await createSession(trainer, sessionForm(trainerId, { dates: [{ sessionDate: inDays(-1), startTime: "10:00", endTime: "12:00" }] }));
  const bea = await signUpParticipant(suite.system.url, "Bea Push", "bea.push@example.net");

  const context = await suite.browser.newContext({ baseURL: suite.system.url, viewport: { width: 1280, height: 1000 } });
  const page = await context.newPage();
  const dashboardPushes = countLivePushes(page, "dashboard");
  const reads: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === "/api/all/dashboard" || pathname === "/api/staff-home") reads.push(pathname);
  });
  await logIn(page, DEMO_ACCOUNTS.trainer);
  await page.waitForURL("**/dashboard");
  // The chart is drawn once it comes into view.
  await page.locator(".responses-chart-drawing").scrollIntoViewIfNeeded();
  await page.locator(".responses-chart .recharts-bar").waitFor({ state: "attached" });

  // Bea registers: a push arrives, so the socket is open and the refetch its opening makes is behind us.
  const pushesBefore = dashboardPushes();
  expect((await registerBeforeItEnded(suite.system, bea.client, finished.id, "bea.push@example.net")).status).toBe(200);
  await expect.poll(dashboardPushes).toBeGreaterThan(pushesBefore);
  const responses = Number(await tile(page, "Responses").textContent());
  const thisWeek = Number(await thisWeeksResponses(page));
  reads.length = 0;

  const formState = completeForm(visibleGroups(questionnaireOf("v1"), "pre-course", { demographicsKnown: false }));
  const submitted = await bea.client.post("/api/survey/submit/", {
    sessionId: finished.id,
    surveyType: "pre-course",
    formState,
    disagreedToResearch: false,
    questionIDList: [],
  });
  expect(submitted.status).toBe(201);
  await expect.poll(() => tile(page, "Responses").textContent()).toBe(String(responses + 1));
  await expect.poll(() => thisWeeksResponses(page)).toBe(String(thisWeek + 1));
  expect(reads).toEqual([]);
  await shoot(page, "staff-home-pushed-figures-en");
  await context.close();
});
