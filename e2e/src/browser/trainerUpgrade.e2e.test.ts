import { expect, it } from "vitest";
import { LOCAL_AUTHORITY_KEYS, en, type Language } from "@wellbeing/domain";
import { cy } from "@wellbeing/domain/i18n/cy";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@wellbeing/scripts";
import { registerAccount } from "@wellbeing/testkit/accountHelpers";
import { ApiClient } from "@wellbeing/testkit/apiClient";
import { expectAccessible } from "@wellbeing/testkit/axe";
import { browserSuite } from "@wellbeing/testkit/browserSuite";
import { shoot } from "@wellbeing/testkit/screenshots";
import { createSession, inDays, registerBeforeItEnded, sessionForm } from "@wellbeing/testkit/sessionCast";
import { completeSurveyForm, submitSurvey } from "@wellbeing/testkit/surveyRespondents";
import { translator } from "@wellbeing/i18n";

// The train-the-trainer route in the browser (§2.2, §2.6, §2.18, §4): a participant who completed the
// Train the Trainer evaluation sees the warning on their home, completes their trainer account, is kept
// on each pending step's screen by the guard, watches 'How this tool works', reaches Trainer Advice,
// finishes the route and works as a trainer; in English and in Welsh, each screen passing axe.

const suite = browserSuite();
const CATALOGUES = { en, cy } as const;

it.each(["en", "cy"] as const)("a participant who completed Train the Trainer becomes a trainer, step by step (%s)", async (language: Language) => {
  const t = translator(CATALOGUES[language], language);
  const email = `gwen.graduate.${language}@example.org`;
  await registerAccount(suite.system, { email, name: "Gwen Graduate", roles: ["participant"] });
  const admin = new ApiClient(suite.system.url);
  const trainerId = (await admin.logIn(DEMO_ACCOUNTS.trainer, DEMO_PASSWORD)).userId;
  await admin.logIn(DEMO_ACCOUNTS.admin, DEMO_PASSWORD);
  const session = await createSession(
    admin,
    sessionForm(trainerId, { modules: ["train-the-trainer"], dates: [{ sessionDate: inDays(-1), startTime: "09:00", endTime: "16:00" }] }),
  );
  const gwen = new ApiClient(suite.system.url);
  await gwen.logIn(email, DEMO_PASSWORD);
  expect((await registerBeforeItEnded(suite.system, gwen, session.id, email)).status).toBe(200);
  const formState = completeSurveyForm("post-train-the-trainer", false);
  expect((await submitSurvey(gwen, session.id, "post-train-the-trainer", formState)).status).toBe(201);

  const context = await suite.browser.newContext({ baseURL: suite.system.url, viewport: { width: 1280, height: 900 } });
  // Logged in as her participant account (the log-in screen's own test is elsewhere), in the language of the run.
  const [name, value] = gwen.sessionCookie!.split("=") as [string, string];
  await context.addCookies([
    { name: "wb_lang", value: language, url: suite.system.url },
    { name, value, url: suite.system.url },
  ]);
  const page = await context.newPage();
  await page.goto("/participant-dashboard");

  // The home's warning leads to the trainer sign-up, carrying the course.
  await page.getByText(t("participantHome.trainerSignUpTitle")).waitFor();
  await shoot(page, `ttt-warning-${language}`);
  await page.getByRole("button", { name: t("participantHome.trainerSignUp") }).click();
  await page.waitForURL("**/ttt-signup");
  await page.getByText(t("trainerUpgrade.signUpIntro", { course: t("session.course_C5") })).waitFor();
  const signUp = page.getByRole("button", { name: t("trainerUpgrade.signUp"), exact: true });
  expect(await signUp.isDisabled()).toBe(true);

  // A listed local authority, and one typed in; the manager box stays unticked (a trainer); the consent.
  const authorities = page.locator("#trainer-local-authorities");
  await authorities.click();
  await authorities.fill(t(LOCAL_AUTHORITY_KEYS.Newport).slice(0, 4));
  await page.getByRole("option", { name: t(LOCAL_AUTHORITY_KEYS.Newport) }).click();
  await authorities.fill("Ceredigion");
  await page.getByRole("option", { name: t("account.addLocalAuthority", { name: "Ceredigion" }) }).click();
  // The list stays open for more choices: Escape closes it.
  await page.keyboard.press("Escape");
  await page.getByText(t("trainerUpgrade.managerLabel")).waitFor();
  await page.getByText(t("trainerUpgrade.consentLabel")).click();
  await shoot(page, `ttt-signup-${language}`);
  await expectAccessible(page, "trainer sign-up");
  await signUp.click();

  // The new trainer account is the one in use; the guard keeps it on 'How this tool works'.
  await page.waitForURL("**/how-it-works");
  await page.getByRole("heading", { name: t("trainerUpgrade.howItWorksTitle") }).waitFor();
  await page.goto("/dashboard");
  await page.waitForURL("**/how-it-works");
  await page.getByRole("button", { name: new RegExp(t("trainerUpgrade.watchVideo")) }).waitFor();
  await shoot(page, `ttt-how-it-works-${language}`);
  await expectAccessible(page, "how this tool works");
  await page.getByRole("button", { name: t("ui.next"), exact: true }).click();

  // Next set watchTttVideo: Trainer Advice, where the guard now keeps the new trainer.
  await page.waitForURL("**/trainer-advice");
  await page.getByText(t("trainerUpgrade.certifiedTitle")).waitFor();
  await page.goto("/create-session");
  await page.waitForURL("**/trainer-advice");
  for (const text of ["trainerUpgrade.videosHeading", "trainerUpgrade.feedbackHeading", "trainerUpgrade.supportHeading"] as const) {
    await page.getByRole("heading", { name: t(text) }).waitFor();
  }
  expect(await page.getByRole("button", { name: t("trainerUpgrade.certificateLink") }).getAttribute("href")).toBe("/certified-trainer");
  await shoot(page, `ttt-trainer-advice-${language}`);
  await expectAccessible(page, "trainer advice");
  await page.getByRole("button", { name: t("trainerUpgrade.finish"), exact: true }).click();

  // The route is done: the trainer account works like any other.
  await page.waitForURL("**/dashboard");
  await page.getByText(t("dashboard.welcomeBack", { name: "Gwen Graduate" })).waitFor();
  await page.goto("/create-session");
  await page.getByRole("heading", { name: t("shell.createSession") }).waitFor();
  await expect.poll(async () => (await gwen.get("/api/users/auth")).body.nextUpgradeToTttStep).toBeNull();
  expect((await gwen.get("/api/users/auth")).body.users).toEqual(["participant", "trainer"]);
  await context.close();
});
