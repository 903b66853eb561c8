import { expect, it } from "vitest";
import { translatorFor } from "@wellbeing/platform";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@wellbeing/scripts";
import { signUpParticipant } from "@wellbeing/testkit/accountHelpers";
import { ApiClient } from "@wellbeing/testkit/apiClient";
import { expectAccessible } from "@wellbeing/testkit/axe";
import { browserSuite } from "@wellbeing/testkit/browserSuite";
import { PHONE, expectNoSidewaysScroll } from "@wellbeing/testkit/phone";
import { shoot } from "@wellbeing/testkit/screenshots";
import { recordAttendance } from "@wellbeing/testkit/attendance";
import { createSession, inDays, registerBeforeItEnded, registerFor, sessionForm } from "@wellbeing/testkit/sessionCast";
import { completeSurveyForm, submitSurvey } from "@wellbeing/testkit/surveyRespondents";

// Leaving the programme on a phone (issue 25): My Account's 'Delete account' says everything that goes
// before anything does (the certificate revoked, each place in an upcoming session given up, past
// attendance kept as a figure), in English and in Welsh; confirming it gives the places up, so the
// session's space counts as free again.

const suite = browserSuite();
const en = translatorFor("en");
const cy = translatorFor("cy");

it("on a phone, deleting an account says what goes with it (certificate, upcoming places), in English and Welsh, and gives the places up", async () => {
  const { userId: trainerId } = await new ApiClient(suite.system.url).logIn(DEMO_ACCOUNTS.trainer, DEMO_PASSWORD);
  const admin = new ApiClient(suite.system.url);
  await admin.logIn(DEMO_ACCOUNTS.admin, DEMO_PASSWORD);
  const past = await createSession(
    admin,
    sessionForm(trainerId, { modules: ["1"], dates: [{ sessionDate: inDays(-4), startTime: "10:00", endTime: "12:00" }] }),
  );
  const upcoming = await createSession(
    admin,
    sessionForm(trainerId, { modules: ["2"], capacity: 1, dates: [{ sessionDate: inDays(6), startTime: "13:30", endTime: "15:30" }] }),
  );
  const email = "rhys.leaving@example.net";
  const rhys = await signUpParticipant(suite.system.url, "Rhys Leaving", email);
  expect((await registerBeforeItEnded(suite.system, rhys.client, past.id, email)).status).toBe(200);
  await recordAttendance(admin, past.id, [rhys.userId]);
  expect((await registerFor(rhys.client, upcoming.id, email)).status).toBe(200);
  expect((await submitSurvey(rhys.client, past.id, "pre-course", completeSurveyForm("pre-course", false))).status).toBe(201);
  expect((await submitSurvey(rhys.client, past.id, "post", completeSurveyForm("post", true))).status).toBe(201);
  const claimed = await fetch(`${suite.system.url}/api/certificate/${past.id}`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: rhys.client.cookieHeader! },
    body: JSON.stringify({ module: "1", name: "Rhys Leaving" }),
  });
  expect(claimed.status).toBe(200);

  const context = await suite.browser.newContext({ baseURL: suite.system.url, viewport: PHONE });
  const [name, value] = rhys.client.sessionCookie!.split("=") as [string, string];
  await context.addCookies([{ name, value, url: suite.system.url }]);
  const page = await context.newPage();
  await page.goto("/my-account");

  // The confirmation says what goes, in English: the certificate (read once the projector has it), the place.
  const placeLine = (t: typeof en, dates: string, module: string, course: string) => t("account.deletionPlace", { dates, modules: module, course });
  const upcomingDay = `${inDays(6).slice(8, 10)}/${inDays(6).slice(5, 7)}/${inDays(6).slice(0, 4)}`;
  await expect
    .poll(async () => {
      await page.getByRole("button", { name: en("account.deleteAccount") }).click();
      const dialog = page.getByRole("alertdialog");
      await dialog.getByText(en("account.deletionWhatGoes")).waitFor();
      const shown = await dialog.getByText(en("account.deletionCertificates", { count: 1 })).count();
      if (shown === 0) await dialog.getByRole("button", { name: en("ui.cancel") }).click();
      return shown;
    })
    .toBe(1);
  const dialog = page.getByRole("alertdialog", { name: en("account.deletionQuestion") });
  for (const line of [
    en("account.deletionErased"),
    en("account.deletionPlaces", { count: 1 }),
    placeLine(en, upcomingDay, "Module 2", "Standard course"),
    en("account.deletionAttendance"),
  ])
    await dialog.getByText(line, { exact: true }).waitFor();
  // A participant only: no staff account to close.
  expect(await dialog.getByText(/staff account/).count()).toBe(0);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, "delete account confirmation (en, phone)");
  await shoot(page, "leaving-confirmation-en-390");
  await dialog.getByRole("button", { name: en("ui.cancel") }).click();
  await dialog.waitFor({ state: "hidden" });

  // In Welsh, the same, then confirmed.
  await page.getByRole("button", { name: "Cymraeg" }).click();
  await page.getByRole("button", { name: cy("account.deleteAccount") }).click();
  const welsh = page.getByRole("alertdialog", { name: cy("account.deletionQuestion") });
  for (const line of [
    cy("account.deletionCertificates", { count: 1 }),
    cy("account.deletionPlaces", { count: 1 }),
    placeLine(cy, upcomingDay, "Modiwl 2", "Cwrs safonol"),
  ])
    await welsh.getByText(line, { exact: true }).waitFor();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, "delete account confirmation (cy, phone)");
  await shoot(page, "leaving-confirmation-cy-390");
  await welsh.getByRole("button", { name: cy("account.confirmDeleteAccount") }).click();
  await page.getByText(cy("account.accountDeleted")).waitFor();
  await page.waitForURL((url) => url.pathname === "/");
  await context.close();

  // The upcoming place was given up: the full session has its space again; the past one still counts him.
  const trainer = new ApiClient(suite.system.url);
  await trainer.logIn(DEMO_ACCOUNTS.trainer, DEMO_PASSWORD);
  await expect.poll(async () => (await trainer.get(`/api/sessions/${upcoming.id}/roster`)).body.spacesRemaining).toBe(1);
  expect((await trainer.get(`/api/sessions/${past.id}/roster`)).body.numberOfConfirmedParticipants).toBe(1);
});
