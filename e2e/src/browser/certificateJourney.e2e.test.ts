import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, expect, it } from "vitest";
import { translatorFor } from "@wellbeing/platform";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@wellbeing/scripts";
import { signUpParticipant } from "@wellbeing/testkit/accountHelpers";
import { ApiClient } from "@wellbeing/testkit/apiClient";
import { expectAccessible } from "@wellbeing/testkit/axe";
import { browserSuite } from "@wellbeing/testkit/browserSuite";
import { PHONE, expectNoSidewaysScroll } from "@wellbeing/testkit/phone";
import { shoot } from "@wellbeing/testkit/screenshots";
import { recordAttendance } from "@wellbeing/testkit/attendance";
import { createSession, inDays, registerBeforeItEnded, sessionForm } from "@wellbeing/testkit/sessionCast";
import { completeSurveyForm, submitSurvey } from "@wellbeing/testkit/surveyRespondents";

// A participant's certificate on a phone, in Welsh (issue 24 §1, issue 25): from their session's details
// they claim it, in the language the screen offers (Welsh), and it downloads under their name, ŵ and all;
// they correct the name and get a new certificate with a new code; anyone then types a code in at /verify:
// the old one says it was replaced by a newer certificate, the new one is valid. The PDF's words are read
// with pdftotext.

const suite = browserSuite();
const folder = mkdtempSync(join(tmpdir(), "certificate-journey-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const t = translatorFor("cy");

/** A phone whose screens are in Welsh, logged in as `client` when given, keeping downloads. */
const welshPhone = async (client?: ApiClient): Promise<{ context: BrowserContext; page: Page }> => {
  const context = await suite.browser.newContext({ baseURL: suite.system.url, viewport: PHONE, acceptDownloads: true });
  await context.addCookies([{ name: "wb_lang", value: "cy", url: suite.system.url }]);
  if (client) {
    const [name, value] = client.sessionCookie!.split("=") as [string, string];
    await context.addCookies([{ name, value, url: suite.system.url }]);
  }
  return { context, page: await context.newPage() };
};

/** Claims the module's certificate from the name form with `name` and answers the PDF's text and its file name. */
const claimWithName = async (page: Page, sessionId: string, name: string, shot: string) => {
  await page.goto(`/certificate/${sessionId}?module=1`);
  await page.getByRole("button", { name: t("certificates.downloadCertificate") }).click();
  await page.waitForURL(`**/certificate/${sessionId}/download-only?module=1`);
  const field = page.getByLabel(t("certificates.nameLabel"));
  await field.fill(name);
  // The certificate's language: the screen's, Welsh, to start with.
  await expect(page.getByRole("radio", { name: "Cymraeg" }).isChecked()).resolves.toBe(true);
  await expectNoSidewaysScroll(page);
  await shoot(page, `${shot}-form`);
  await page.getByRole("button", { name: t("ui.continue") }).click();
  await page.waitForURL(`**/certificate/${sessionId}/claim?module=1`);
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: t("certificates.claimMyCertificate") }).click()]);
  await page.getByText(t("certificates.successDownloaded")).waitFor();
  const saved = join(folder, `${shot}.pdf`);
  await download.saveAs(saved);
  const text = execFileSync("pdftotext", ["-enc", "UTF-8", saved, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
  return { text, fileName: download.suggestedFilename(), code: /Cod dilysu: ([A-Z0-9-]{14})/.exec(text)![1]! };
};

it("on a phone in Welsh, a participant claims their certificate in Welsh under their own name, corrects the name, and anyone checks both codes at /verify", async () => {
  const { userId: trainerId } = await new ApiClient(suite.system.url).logIn(DEMO_ACCOUNTS.trainer, DEMO_PASSWORD);
  const admin = new ApiClient(suite.system.url);
  await admin.logIn(DEMO_ACCOUNTS.admin, DEMO_PASSWORD);
  const session = await createSession(
    admin,
    sessionForm(trainerId, { modules: ["1"], dates: [{ sessionDate: inDays(-2), startTime: "10:00", endTime: "12:00" }] }),
  );
  const email = "nia.wyn@example.net";
  const nia = await signUpParticipant(suite.system.url, "Nia Ŵyn Parri", email);
  expect((await registerBeforeItEnded(suite.system, nia.client, session.id, email)).status).toBe(200);
  await recordAttendance(admin, session.id, [nia.userId]);
  expect((await submitSurvey(nia.client, session.id, "pre-course", completeSurveyForm("pre-course", false))).status).toBe(201);
  expect((await submitSurvey(nia.client, session.id, "post", completeSurveyForm("post", true))).status).toBe(201);

  const { context, page } = await welshPhone(nia.client);
  // From the session's details, the module's certificate.
  await page.goto(`/participant-session-details/${session.id}`);
  await page.getByRole("button", { name: t("roster.certificate", { module: "Modiwl 1" }) }).click();
  await page.waitForURL(`**/certificate/${session.id}?module=1`);
  await page.getByRole("heading", { name: t("roster.certificate", { module: "Modiwl 1" }) }).waitFor();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, "certificate choice (cy, phone)");
  await shoot(page, "certificate-journey-choice-cy-390");

  const first = await claimWithName(page, session.id, "Nia Ŵyn Parri", "certificate-journey-first-cy-390");
  expect(first.fileName).toMatch(/^Nia Ŵyn Parri-\d{13}\.pdf$/);
  for (const words of ["Tystysgrif Presenoldeb", "Nia Ŵyn Parri", "Modiwl 1", "y Cwrs safonol", "Deilliannau dysgu"]) expect(first.text).toContain(words);
  expect(first.text).not.toContain("Certificate of Attendance");
  await page.getByText(t("certificates.successDownloaded")).waitFor();
  await expectNoSidewaysScroll(page);
  await shoot(page, "certificate-journey-success-cy-390");

  // A typo in the family name: she corrects it, and the corrected certificate has a code of its own.
  const corrected = await claimWithName(page, session.id, "Nia Ŵyn Parry", "certificate-journey-corrected-cy-390");
  expect(corrected.text).toContain("Nia Ŵyn Parry");
  expect(corrected.code).not.toBe(first.code);
  await context.close();

  // Anyone, on a phone, types a code in at /verify (in lower case, without its dashes: as people do).
  const visitor = await welshPhone();
  const verify = visitor.page;
  await verify.goto("/verify");
  await verify.getByRole("heading", { name: t("certificates.verifyTitle") }).waitFor();
  await verify.getByRole("button", { name: t("certificates.checkCode") }).click();
  await verify.getByText(t("certificates.codeInvalid")).waitFor();
  await expectNoSidewaysScroll(verify);
  await expectAccessible(verify, "verify a certificate (cy, phone)");
  await shoot(verify, "certificate-journey-verify-form-cy-390");
  await verify.getByLabel(t("certificates.verifiedCode")).fill(first.code.replace(/-/g, "").toLowerCase());
  await verify.getByRole("button", { name: t("certificates.checkCode") }).click();
  await verify.waitForURL(`**/verify/${first.code}`);
  await verify.getByText(t("certificates.replacedTitle")).waitFor();
  expect(await verify.getByText("Nia Ŵyn Parri").count()).toBe(0);
  await expectAccessible(verify, "a replaced certificate (cy, phone)");
  await shoot(verify, "certificate-journey-replaced-cy-390");

  await verify.getByRole("button", { name: t("certificates.checkAnother") }).click();
  await verify.waitForURL((url) => url.pathname === "/verify");
  await verify.getByLabel(t("certificates.verifiedCode")).fill(corrected.code);
  await verify.getByRole("button", { name: t("certificates.checkCode") }).click();
  await verify.getByText(t("certificates.verifiedValid")).waitFor();
  for (const shown of ["Nia Ŵyn Parry", "Modiwl 1", corrected.code]) await verify.getByText(shown, { exact: true }).waitFor();
  await expectNoSidewaysScroll(verify);
  await shoot(verify, "certificate-journey-valid-cy-390");

  // A code nobody holds: not found, and the form again to type it afresh.
  await verify.goto("/verify/ZZZZ-ZZZZ-ZZZZ");
  await verify.getByText(t("certificates.notFoundTitle")).waitFor();
  await expect(verify.getByLabel(t("certificates.verifiedCode")).inputValue()).resolves.toBe("ZZZZ-ZZZZ-ZZZZ");
  await shoot(verify, "certificate-journey-unknown-cy-390");
  await visitor.context.close();
});
