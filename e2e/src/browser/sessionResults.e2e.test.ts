import type { Page } from "playwright-core";
import { beforeAll, expect, it } from "vitest";
import { LANGUAGE_COOKIE, en, questionnaireOf, visibleGroups, type SurveyType } from "@wellbeing/domain";
import { cy } from "@wellbeing/domain/i18n/cy";
import { completeForm } from "@wellbeing/domain/evaluations/testFixtures";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@wellbeing/scripts";
import { registerAccount } from "@wellbeing/testkit/accountHelpers";
import { ApiClient } from "@wellbeing/testkit/apiClient";
import { expectAccessible } from "@wellbeing/testkit/axe";
import { browserSuite } from "@wellbeing/testkit/browserSuite";
import { logIn } from "@wellbeing/testkit/logIn";
import { watchPolicyViolations } from "@wellbeing/testkit/policyViolations";
import { shoot } from "@wellbeing/testkit/screenshots";
import { createSession, inDays, registerBeforeItEnded, sessionForm } from "@wellbeing/testkit/sessionCast";
import { openSection } from "@wellbeing/testkit/manageSession";

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
  expect((await registerBeforeItEnded(suite.system, client, sessionId, email)).status).toBe(200);
  expect(
    (await client.post("/api/survey/submit/", { sessionId, surveyType: "pre-course", formState: formFor("pre-course"), disagreedToResearch: false })).status,
  ).toBe(201);
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

type Attendee = Awaited<ReturnType<typeof attendee>>;
let english: { sessionId: string; people: Attendee[] };
let welsh: { sessionId: string; people: Attendee[] };

// Twelve attendees with their pre-course answers: made once, before the tests, within the hooks' longer time.
beforeAll(async () => {
  const trainerApi = new ApiClient(suite.system.url);
  const { userId } = await trainerApi.logIn(DEMO_ACCOUNTS.trainer, DEMO_PASSWORD);
  const yesterday = await createSession(trainerApi, sessionForm(userId, { dates: [{ sessionDate: inDays(-1), startTime: "10:00", endTime: "12:00" }] }));
  const dayBefore = await createSession(trainerApi, sessionForm(userId, { dates: [{ sessionDate: inDays(-2), startTime: "10:00", endTime: "12:00" }] }));
  english = { sessionId: yesterday.id, people: [] };
  for (const name of ["Ana", "Ben", "Cai", "Dee", "Eli", "Fay", "Gus"]) english.people.push(await attendee(yesterday.id, `${name} Results`));
  welsh = { sessionId: dayBefore.id, people: [] };
  for (const name of ["Dai", "Efa", "Gwen", "Huw", "Ifan"]) welsh.people.push(await attendee(dayBefore.id, `${name} Canlyniad`));
}, 400_000);

it("a trainer opens a session's post-session results from Manage Session: no answers below five, then five together, overall and one by one, live", async () => {
  const { sessionId, people } = english;
  const stars = [5, 2, 4, 1, 3, 5];
  for (const [index, person] of people.slice(0, 4).entries()) await person.answersPost(stars[index]!);

  const context = await suite.browser.newContext({ baseURL: suite.system.url });
  const policy = await watchPolicyViolations(context);
  const page = await context.newPage();
  await logIn(page, DEMO_ACCOUNTS.trainer);
  await page.waitForURL("**/dashboard");
  await page.goto(`/session-details/${sessionId}`);
  const feedback = await openSection(page, "Get Feedback");
  await feedback.getByRole("button", { name: "View evaluation results" }).nth(1).click();
  await page.waitForURL(`**/survey/${sessionId}/post/results`);
  await page.getByRole("heading", { name: "Post-session evaluation: results" }).waitFor();
  await page.getByText("Responses: 4 out of 7 attendees").waitFor();
  await page.getByText("Response rate: 57%").waitFor();
  // Four responses: none of their answers is shown (the disclosure rule), the screen says why.
  await page.getByRole("heading", { name: en.sessionResults.noAnswersYet }).waitFor();
  expect(await page.getByText("Individual Responses", { exact: true }).count()).toBe(0);
  await shoot(page, "session-results-waiting-en");
  await expectAccessible(page, "session results, waiting for a batch");

  // The fifth arrives while the page is open: the five are shown together, without a reload.
  await people[4]!.answersPost(stars[4]!);
  await page.getByText("Responses: 5 out of 7 attendees").waitFor();
  const question = en.sessionFeedbackQuestions.sessionStars;
  await page.getByRole("heading", { name: question }).waitFor();
  const starsTable = page.getByRole("table", { name: `How many gave each answer: ${question}` });
  await expect.poll(() => starsTable.getByRole("row", { name: "5 1" }).count()).toBe(1);
  await expect.poll(() => page.locator(".answer-chart .recharts-bar-rectangle").count()).toBeGreaterThan(0);
  await shoot(page, "session-results-overall-en");
  await expectAccessible(page, "session results, overall");

  // A sixth waits for the next batch: counted, its answers not shown.
  await people[5]!.answersPost(stars[5]!);
  await page.getByText("Responses: 6 out of 7 attendees").waitFor();
  await page.getByText("1 more response is waiting", { exact: false }).waitFor();
  await expect.poll(() => starsTable.getByRole("row", { name: "5 1" }).count()).toBe(1);

  // Individual: the five, one at a time, previous from the first is the last, next from the last is the first.
  await page.getByText("Individual Responses", { exact: true }).click();
  await page.getByRole("heading", { name: "Response 1 of 5" }).waitFor();
  const first = await starsShown(page, question);
  await page.getByRole("button", { name: "Previous response" }).click();
  await page.getByRole("heading", { name: "Response 5 of 5" }).waitFor();
  const seen = [first, await starsShown(page, question)];
  await page.getByRole("button", { name: "Next response" }).click();
  await page.getByRole("heading", { name: "Response 1 of 5" }).waitFor();
  expect(await starsShown(page, question)).toBe(first);
  for (const index of [2, 3, 4]) {
    await page.getByRole("button", { name: "Next response" }).click();
    await page.getByRole("heading", { name: `Response ${index} of 5` }).waitFor();
    seen.push(await starsShown(page, question));
  }
  expect(seen.sort()).toEqual(["1", "2", "3", "4", "5"]);
  await shoot(page, "session-results-individual-en");
  await expectAccessible(page, "session results, individual");

  // Anonymous: nobody's name or address is on the screen.
  const text = await page.locator("main").innerText();
  for (const person of people) {
    expect(text).not.toContain(person.name);
    expect(text).not.toContain(person.email);
  }
  // The charts drew within the content security policy (styles set through the DOM, no inline <style>); last: its probe adds an image.
  await policy.expectNoneOn(page);
  await context.close();
});

it("a local lead reads a session's results in Welsh: overall, then the responses one by one, wrapping round", async () => {
  const { sessionId, people } = welsh;
  for (const [index, person] of people.entries()) await person.answersPost(index + 1);

  const context = await suite.browser.newContext({ baseURL: suite.system.url });
  const page = await context.newPage();
  await logIn(page, DEMO_ACCOUNTS.lead);
  await page.waitForURL("**/dashboard");
  await context.addCookies([{ name: LANGUAGE_COOKIE, value: "cy", url: suite.system.url }]);
  await page.goto(`/survey/${sessionId}/post/results`);
  await page.getByRole("heading", { name: "Gwerthusiad ar ôl y sesiwn: canlyniadau" }).waitFor();
  await page.getByText("Ymatebion: 5 o 5 mynychwr").waitFor();
  await page.getByText("Cyfradd ymateb: 100%").waitFor();
  await page.getByRole("heading", { name: cy.sessionFeedbackQuestions.sessionStars }).waitFor();
  await shoot(page, "session-results-overall-cy");
  await expectAccessible(page, "session results, overall, in Welsh");

  await page.getByText("Ymatebion unigol", { exact: true }).click();
  await page.getByRole("heading", { name: "Ymateb 1 o 5" }).waitFor();
  await page.getByRole("button", { name: "Ymateb blaenorol" }).click();
  await page.getByRole("heading", { name: "Ymateb 5 o 5" }).waitFor();
  await page.getByRole("button", { name: "Ymateb nesaf" }).click();
  await page.getByRole("heading", { name: "Ymateb 1 o 5" }).waitFor();
  await shoot(page, "session-results-individual-cy");
  await expectAccessible(page, "session results, individual, in Welsh");

  const text = await page.locator("main").innerText();
  for (const person of people) {
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
