import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { LANGUAGE_COOKIE, en, questionnaireOf, visibleGroups, type SurveyType } from "@wellbeing/domain";
import { cy } from "@wellbeing/domain/i18n/cy";
import { completeForm } from "@wellbeing/domain/evaluations/testFixtures";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@wellbeing/scripts";
import { registerAccount } from "../support/accountHelpers";
import { ApiClient } from "../support/apiClient";
import { expectAccessible } from "../support/axe";
import { browserSuite } from "../support/browserSuite";
import { logIn } from "../support/logIn";
import { watchPolicyViolations } from "../support/policyViolations";
import { shoot } from "../support/screenshots";
import { createSession, inDays, registerFor, sessionForm } from "../support/sessionCast";

// The per-session results screen (§2.16) in English and Welsh: reached from Manage Session, Overall
// Results and Individual Responses browsed with next and previous wrapping round, a new submission
// shown live, and no name or e-mail address anywhere on it.

const suite = browserSuite();

const formFor = (surveyType: SurveyType) => completeForm(visibleGroups(questionnaireOf("v1"), surveyType, { demographicsKnown: surveyType !== "pre-course" }));

/** A participant registered for the session who answered the pre-course survey, ready to answer the post one. */
const attendee = async (sessionId: string, name: string) => {
  const email = `${name.toLowerCase().replace(/\W+/g, ".")}@example.org`;
  await registerAccount(suite.system, { email, name, roles: ["participant"] });
  const client = new ApiClient(suite.system.url);
  await client.logIn(email, DEMO_PASSWORD);
  expect((await registerFor(client, sessionId, email)).status).toBe(200);
  expect((await client.post("/api/survey/submit/", { sessionId, surveyType: "pre-course", formState: formFor("pre-course"), disagreedToResearch: false })).status).toBe(201);
  return {
    name,
    email,
    answersPost: async (stars: number) => {
      const formState = { ...formFor("post"), "session.stars": { answer: stars, otherAnswer: null } };
      expect((await client.post("/api/survey/submit/", { sessionId, surveyType: "post", formState, disagreedToResearch: false })).status).toBe(201);
    },
  };
};

/** The stars answer of the response on screen. */
const starsShown = (page: Page, question: string) => page.locator(".response-card .details-row", { hasText: question }).locator("dd").innerText();

it("a trainer opens a session's post-session results from Manage Session, sees them overall and one by one, and a new response arrives live", async () => {
  const trainerApi = new ApiClient(suite.system.url);
  const { userId } = await trainerApi.logIn(DEMO_ACCOUNTS.trainer, DEMO_PASSWORD);
  const session = await createSession(trainerApi, sessionForm(userId, { dates: [{ sessionDate: inDays(-1), startTime: "10:00", endTime: "12:00" }] }));
  const [ana, ben, cai] = [await attendee(session.id, "Ana Results"), await attendee(session.id, "Ben Results"), await attendee(session.id, "Cai Results")];
  await ana!.answersPost(5);
  await ben!.answersPost(2);

  const context = await suite.browser.newContext({ baseURL: suite.system.url });
  const policy = await watchPolicyViolations(context);
  const page = await context.newPage();
  await logIn(page, DEMO_ACCOUNTS.trainer);
  await page.waitForURL("**/dashboard");
  await page.goto(`/session-details/${session.id}`);
  await page.getByText("Get Feedback", { exact: true }).click();
  await page.getByRole("button", { name: "View evaluation results" }).nth(1).click();
  await page.waitForURL(`**/survey/${session.id}/post/results`);
  await page.getByRole("heading", { name: "Post-session evaluation: results" }).waitFor();
  await page.getByText("Responses: 2 out of 3 attendees").waitFor();
  await page.getByText("Response rate: 67%").waitFor();

  // Overall: the stars, counted per point of the scale (the counts are a table for screen readers too).
  const stars = en.sessionFeedbackQuestions.sessionStars;
  await page.getByRole("heading", { name: stars }).waitFor();
  const starsTable = page.getByRole("table", { name: `How many gave each answer: ${stars}` });
  await expect.poll(() => starsTable.getByRole("row", { name: "5 1" }).count()).toBe(1);
  await expect.poll(() => page.locator(".answer-chart .recharts-bar-rectangle").count()).toBeGreaterThan(0);
  await shoot(page, "session-results-overall-en");
  await expectAccessible(page, "session results, overall");

  // A third response arrives while the page is open: shown without a reload.
  await cai!.answersPost(4);
  await page.getByText("Responses: 3 out of 3 attendees").waitFor();
  await page.getByText("Response rate: 100%").waitFor();

  // Individual: one at a time, previous from the first is the last, next from the last is the first.
  await page.getByText("Individual Responses", { exact: true }).click();
  await page.getByRole("heading", { name: "Response 1 of 3" }).waitFor();
  const seen = [await starsShown(page, stars)];
  await page.getByRole("button", { name: "Previous response" }).click();
  await page.getByRole("heading", { name: "Response 3 of 3" }).waitFor();
  const last = await starsShown(page, stars);
  await page.getByRole("button", { name: "Next response" }).click();
  await page.getByRole("heading", { name: "Response 1 of 3" }).waitFor();
  expect(await starsShown(page, stars)).toBe(seen[0]);
  await page.getByRole("button", { name: "Next response" }).click();
  await page.getByRole("heading", { name: "Response 2 of 3" }).waitFor();
  seen.push(await starsShown(page, stars));
  await page.getByRole("button", { name: "Next response" }).click();
  await page.getByRole("heading", { name: "Response 3 of 3" }).waitFor();
  expect(await starsShown(page, stars)).toBe(last);
  seen.push(last);
  expect(seen.sort()).toEqual(["2", "4", "5"]);
  await shoot(page, "session-results-individual-en");
  await expectAccessible(page, "session results, individual");

  // Anonymous: nobody's name or address is on the screen.
  const text = await page.locator("main").innerText();
  for (const person of [ana!, ben!, cai!]) {
    expect(text).not.toContain(person.name);
    expect(text).not.toContain(person.email);
  }
  // The charts drew within the content security policy (styles set through the DOM, no inline <style>); last: its probe adds an image.
  await policy.expectNoneOn(page);
  await context.close();
});

it("a local lead reads a session's results in Welsh: overall, then the responses one by one, wrapping round", async () => {
  const trainerApi = new ApiClient(suite.system.url);
  const { userId } = await trainerApi.logIn(DEMO_ACCOUNTS.trainer, DEMO_PASSWORD);
  const session = await createSession(trainerApi, sessionForm(userId, { dates: [{ sessionDate: inDays(-2), startTime: "10:00", endTime: "12:00" }] }));
  const [dai, efa] = [await attendee(session.id, "Dai Canlyniad"), await attendee(session.id, "Efa Canlyniad")];
  await dai!.answersPost(1);
  await efa!.answersPost(3);

  const context = await suite.browser.newContext({ baseURL: suite.system.url });
  const page = await context.newPage();
  await logIn(page, DEMO_ACCOUNTS.lead);
  await page.waitForURL("**/dashboard");
  await context.addCookies([{ name: LANGUAGE_COOKIE, value: "cy", url: suite.system.url }]);
  await page.goto(`/survey/${session.id}/post/results`);
  await page.getByRole("heading", { name: "Gwerthusiad ar ôl y sesiwn: canlyniadau" }).waitFor();
  await page.getByText("Ymatebion: 2 o 2 fynychwr").waitFor();
  await page.getByText("Cyfradd ymateb: 100%").waitFor();
  await page.getByRole("heading", { name: cy.sessionFeedbackQuestions.sessionStars }).waitFor();
  await shoot(page, "session-results-overall-cy");
  await expectAccessible(page, "session results, overall, in Welsh");

  await page.getByText("Ymatebion unigol", { exact: true }).click();
  await page.getByRole("heading", { name: "Ymateb 1 o 2" }).waitFor();
  const first = await starsShown(page, cy.sessionFeedbackQuestions.sessionStars);
  await page.getByRole("button", { name: "Ymateb blaenorol" }).click();
  await page.getByRole("heading", { name: "Ymateb 2 o 2" }).waitFor();
  const second = await starsShown(page, cy.sessionFeedbackQuestions.sessionStars);
  expect([first, second].sort()).toEqual(["1", "3"]);
  await page.getByRole("button", { name: "Ymateb nesaf" }).click();
  await page.getByRole("heading", { name: "Ymateb 1 o 2" }).waitFor();
  await shoot(page, "session-results-individual-cy");
  await expectAccessible(page, "session results, individual, in Welsh");

  const text = await page.locator("main").innerText();
  for (const person of [dai!, efa!]) {
    expect(text).not.toContain(person.name);
    expect(text).not.toContain(person.email);
  }
  await context.close();
});

it("a trainer withdraws access to their results on My Account, and their local lead is refused with §8's text", async () => {
  const trainerApi = new ApiClient(suite.system.url);
  const { userId } = await trainerApi.logIn(DEMO_ACCOUNTS.trainer, DEMO_PASSWORD);
  const session = await createSession(trainerApi, sessionForm(userId));

  const context = await suite.browser.newContext({ baseURL: suite.system.url });
  const page = await context.newPage();
  await logIn(page, DEMO_ACCOUNTS.trainer);
  await page.waitForURL("**/dashboard");
  await page.goto("/my-account");
  const consent = page.getByRole("checkbox", { name: en.resultsAccess.consent });
  await expect.poll(() => consent.isChecked()).toBe(true);
  await shoot(page, "my-account-results-access-en");
  await expectAccessible(page, "my account with the results-access consent");
  await page.getByText(en.resultsAccess.consent).click();
  await page.getByText(en.resultsAccess.saved).waitFor();
  await expect.poll(() => consent.isChecked()).toBe(false);

  const leadContext = await suite.browser.newContext({ baseURL: suite.system.url });
  const lead = await leadContext.newPage();
  await logIn(lead, DEMO_ACCOUNTS.lead);
  await lead.waitForURL("**/dashboard");
  await lead.goto(`/survey/${session.id}/post/results`);
  await lead.getByText(en.resultsAccess.refused).waitFor();

  // Given back, so the other tests of the demo trainer see the default again.
  await page.getByText(en.resultsAccess.consent).click();
  await expect.poll(() => consent.isChecked()).toBe(true);
  await context.close();
  await leadContext.close();
});
