import { expect, it } from "vitest";
import { formatDayToDecide, questionnaireOf, visibleGroups } from "@wellbeing/domain";
import { cy } from "@wellbeing/domain/i18n/cy";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@wellbeing/scripts";
import { registerAccount } from "@wellbeing/testkit/accountHelpers";
import { ApiClient } from "@wellbeing/testkit/apiClient";
import { browserSuite } from "@wellbeing/testkit/browserSuite";
import { logIn } from "@wellbeing/testkit/logIn";
import { shoot } from "@wellbeing/testkit/screenshots";
import { createSession, sessionForm } from "@wellbeing/testkit/sessionCast";
import { answerGroup } from "@wellbeing/testkit/surveyAnswers";
import { translator } from "@wellbeing/i18n";

// The whole journey over the real services (issue 12): a new participant registers in Welsh, completes
// the pre-course evaluation from the registration's confirmation, the trainer's open Manage Session
// screen counts the response live, and the participant's pre-session materials are open.

const suite = browserSuite();

it("a new participant registers and completes the pre-course evaluation in Welsh; the trainer's response count follows live; the pre-session materials open", async () => {
  const t = translator(cy, "cy");
  const email = "eirlys.survey@example.org";
  await registerAccount(suite.system, { email, name: "Eirlys Jones", roles: ["participant"] });
  const trainerApi = new ApiClient(suite.system.url);
  const trainerId = (await trainerApi.logIn(DEMO_ACCOUNTS.trainer, DEMO_PASSWORD)).userId;
  const form = sessionForm(trainerId);
  const session = await createSession(trainerApi, form);

  const staff = await suite.browser.newContext({ baseURL: suite.system.url, viewport: { width: 1280, height: 900 } });
  const trainer = await staff.newPage();
  await logIn(trainer, DEMO_ACCOUNTS.trainer);
  await trainer.waitForURL("**/dashboard");
  await trainer.goto(`/session-details/${session.id}`);
  await trainer.getByText("Get Feedback", { exact: true }).click();

  const context = await suite.browser.newContext({ baseURL: suite.system.url, viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: "wb_lang", value: "cy", url: suite.system.url }]);
  const page = await context.newPage();
  const participant = new ApiClient(suite.system.url);
  await participant.logIn(email, DEMO_PASSWORD);
  const [name, value] = participant.sessionCookie!.split("=") as [string, string];
  await context.addCookies([{ name, value, url: suite.system.url }]);

  await page.goto(`/register/${session.shortId}`);
  await page.getByText(t("roster.termsLabel")).click();
  await page.getByText(t("roster.attendanceLabel")).click();
  await page.getByRole("button", { name: t("roster.register"), exact: true }).click();
  await page.getByRole("heading", { name: t("roster.registered") }).waitFor();
  await trainer.getByText("Responses: 0 out of 1 attendee").first().waitFor();
  await page.getByRole("button", { name: t("roster.completePreCourse") }).click();

  await page.waitForURL(`**/survey/${session.shortId}/pre-course`);
  // The confirmation's dates in Welsh words, although Chromium's Intl has no Welsh (WELSH_CALENDAR).
  const day = formatDayToDecide("cy", form.dates[0]!.sessionDate);
  expect(day).toMatch(/^Dydd /);
  await page.getByText(day, { exact: false }).first().waitFor();
  await page.getByRole("button", { name: t("survey.agree"), exact: true }).click();
  const groups = visibleGroups(questionnaireOf("v1"), "pre-course", { demographicsKnown: false });
  for (const [index, group] of groups.entries()) {
    await page.getByRole("heading", { name: t(group.name), exact: true }).waitFor();
    await page.getByText(t("survey.step", { step: index + 1, total: groups.length }), { exact: true }).waitFor();
    await answerGroup(page, t, group);
    // The answers so far are kept on the server (any device resumes from them) before the next page.
    if (index === 0)
      await expect
        .poll(async () => Object.keys((await participant.get(`/api/survey/${session.shortId}/pre-course`)).body.draft ?? {}).length)
        .toBe(group.questions.length);
    await page.getByRole("button", { name: t(index === groups.length - 1 ? "survey.submitFeedback" : "ui.next"), exact: true }).click();
  }
  await page.waitForURL("**/participant/thank-you");
  await page.getByText(t("survey.submitted")).waitFor();
  await page.getByRole("button", { name: t("shell.materials"), exact: true }).waitFor();
  await shoot(page, "survey-journey-thank-you-cy");

  // The trainer's screen, never reloaded, counts the response.
  await trainer.getByText("Responses: 1 out of 1 attendee").first().waitFor();

  // The pre-course evaluation opened the pre-session guides: the thank-you page's Materials offers them.
  await page.getByRole("button", { name: t("shell.materials"), exact: true }).click();
  await page.waitForURL("**/participant/materials/**");
  await page
    .getByRole("button", { name: t("materials.download"), exact: false })
    .first()
    .waitFor();
  await page.getByText(t("materials.lock_post-session-evaluation")).first().waitFor();
  expect(await page.getByText(t("materials.lock_pre-course-evaluation")).count()).toBe(0);
  await context.close();
  await staff.close();
});
