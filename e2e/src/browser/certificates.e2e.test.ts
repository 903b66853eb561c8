import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import type { SurveyType } from "@wellbeing/domain";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@wellbeing/scripts";
import { signUpParticipant, STRONG_PASSWORD } from "@wellbeing/testkit/accountHelpers";
import { ApiClient } from "@wellbeing/testkit/apiClient";
import { expectAccessible } from "@wellbeing/testkit/axe";
import { browserSuite } from "@wellbeing/testkit/browserSuite";
import { submitLogIn } from "@wellbeing/testkit/logIn";
import { shoot } from "@wellbeing/testkit/screenshots";
import { recordAttendance } from "@wellbeing/testkit/attendance";
import { createSession, inDays, registerBeforeItEnded, sessionForm } from "@wellbeing/testkit/sessionCast";
import { completeSurveyForm, submitSurvey } from "@wellbeing/testkit/surveyRespondents";

// Certificates anyone can verify (§2.18): a participant who attended and gave the post-session
// evaluation claims their module's certificate from the session's details, downloads it and has it
// e-mailed, then anyone (not logged in) verifies it by the code printed on it.

const suite = browserSuite();
const folder = mkdtempSync(join(tmpdir(), "certificate-browser-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const submit = (client: ApiClient, sessionId: string, surveyType: SurveyType) =>
  submitSurvey(client, sessionId, surveyType, completeSurveyForm(surveyType, surveyType !== "pre-course"));

/** A past session of the demo trainer's (an admin schedules it: it may hold the special modules), and a new participant registered for it who came. */
const attendee = async (modules: string[], name: string, email: string) => {
  const { userId: trainerId } = await new ApiClient(suite.system.url).logIn(DEMO_ACCOUNTS.trainer, DEMO_PASSWORD);
  const admin = new ApiClient(suite.system.url);
  await admin.logIn(DEMO_ACCOUNTS.admin, DEMO_PASSWORD);
  const session = await createSession(admin, sessionForm(trainerId, { modules, dates: [{ sessionDate: inDays(-2), startTime: "10:00", endTime: "12:00" }] }));
  const person = await signUpParticipant(suite.system.url, name, email);
  expect((await registerBeforeItEnded(suite.system, person.client, session.id, email)).status).toBe(200);
  await recordAttendance(admin, session.id, [person.userId]);
  return { session, client: person.client };
};

/** A browser logged in as the participant, where downloads are kept. */
const participantPage = async (email: string) => {
  const context = await suite.browser.newContext({ baseURL: suite.system.url, viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  await page.goto("/participant-login");
  await submitLogIn(page, email, STRONG_PASSWORD);
  await page.waitForURL("**/participant-dashboard");
  return { context, page };
};

it("a participant who attended and gave the post-session evaluation claims the certificate by download and e-mail, and anyone verifies it", async () => {
  const email = "nia.certificate@example.net";
  const { session, client } = await attendee(["1"], "Nia Parry", email);
  expect((await submit(client, session.id, "pre-course")).status).toBe(201);
  expect((await submit(client, session.id, "post")).status).toBe(201);
  const { context, page } = await participantPage(email);

  // The session's details lead to the module's own certificate.
  await page.goto(`/participant-session-details/${session.id}`);
  await page.getByRole("button", { name: "Certificate: Module 1" }).waitFor();
  await shoot(page, "certificate-session-details-en");
  await page.getByRole("button", { name: "Certificate: Module 1" }).click();
  await page.waitForURL(`**/certificate/${session.id}?module=1`);
  await page.getByRole("heading", { name: "Certificate: Module 1" }).waitFor();
  await expect(page.getByRole("button", { name: "Download Certificate!" }).getAttribute("href")).resolves.toBe(
    `/certificate/${session.id}/download-only?module=1`,
  );
  await shoot(page, "certificate-choice-en");
  await page.getByRole("button", { name: "Download and send it to my e-mail" }).click();
  await page.waitForURL(`**/certificate/${session.id}/download-email?module=1`);

  // The form: the name must have 3 characters at least (§5); the address is the account's to start with.
  const name = page.getByLabel("Your name as it should appear on the certificate");
  await expect(name.inputValue()).resolves.toBe("Nia Parry");
  await expect(page.getByLabel("E-mail address to send it to").inputValue()).resolves.toBe(email);
  await name.fill("Ni");
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByText("Too short - should be 3 characters minimum").waitFor();
  await shoot(page, "certificate-form-error-en");
  await name.fill("Nia Haf Parry");
  await page.getByRole("button", { name: "Continue" }).click();

  // /claim: the button downloads it (busy meanwhile), then /success says it was downloaded and sent.
  await page.waitForURL(`**/certificate/${session.id}/claim?module=1`);
  await page.getByText("you can get your certificate by clicking here").waitFor();
  await expectAccessible(page, "certificate claim");
  await shoot(page, "certificate-claim-en");
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Claim my certificate" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^Nia Haf Parry-\d{13}\.pdf$/);
  await page.getByText("Your certificate has been successfully downloaded and sent to your email").waitFor();
  await page.waitForURL(`**/certificate/${session.id}/success?module=1`);
  await shoot(page, "certificate-success-en");
  const saved = join(folder, "certificate.pdf");
  await download.saveAs(saved);
  const text = execFileSync("pdftotext", ["-enc", "UTF-8", saved, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
  expect(text).toContain("Nia Haf Parry");
  const code = /Verification code: ([A-Z0-9-]{14})/.exec(text)![1]!;
  const mail = await suite.system.mail.waitFor(
    (received) => received.to.includes(email) && received.attachments.some((file) => file.contentType === "application/pdf"),
  );
  expect(mail.text).toContain(code);

  // Anyone, not logged in, verifies it by its code: the name, module, course and date only.
  const visitor = await suite.browser.newContext({ baseURL: suite.system.url, viewport: { width: 1280, height: 900 } });
  const verify = await visitor.newPage();
  await verify.goto(`/verify/${code}`);
  await verify.getByText("This certificate is valid.").waitFor();
  for (const shown of ["Nia Haf Parry", "Module 1", "Standard course", code]) await verify.getByText(shown, { exact: true }).waitFor();
  expect(await verify.getByText(email).count()).toBe(0);
  await expectAccessible(verify, "certificate verification");
  await shoot(verify, "certificate-verify-en");
  await verify.getByRole("button", { name: "Cymraeg" }).click();
  await verify.getByText("Mae'r dystysgrif hon yn ddilys.").waitFor();
  await verify.getByText("Modiwl 1", { exact: true }).waitFor();
  await shoot(verify, "certificate-verify-cy");
  await verify.goto("/verify/ZZZZ-ZZZZ-ZZZZ");
  await verify.getByText("Dim tystysgrif wedi'i chanfod").waitFor();
  await shoot(verify, "certificate-verify-unknown-cy");
  await visitor.close();
  await context.close();
});

it("after the Train the Trainer evaluation, the trainer thank-you page and /certified-trainer download the trainer certificate, then lead on", async () => {
  const email = "owain.trainer@example.net";
  const { session: course, client } = await attendee(["train-the-trainer"], "Owain Glyn", email);
  const { context, page } = await participantPage(email);

  // Before the evaluation: the download fails with the §8 toast.
  await page.goto("/trainer/trainer-thank-you");
  await page.getByRole("button", { name: "Download certificate" }).click();
  await page.getByText("Error! something went wrong").waitFor();

  expect((await submit(client, course.id, "post-train-the-trainer")).status).toBe(201);
  const [fromThanks] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download certificate" }).click()]);
  expect(fromThanks.suggestedFilename()).toMatch(/^module-train-the-trainer-\d{13}\.pdf$/);
  await expect(page.getByRole("button", { name: "Go to my dashboard" }).getAttribute("href")).resolves.toBe("/participant-dashboard");
  await shoot(page, "certificate-trainer-thank-you-en");

  await page.goto("/certified-trainer");
  await page.getByRole("heading", { name: "You are now a certified trainer" }).waitFor();
  await expectAccessible(page, "certified trainer");
  const [fromCertified] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download certificate" }).click()]);
  expect(fromCertified.suggestedFilename()).toMatch(/^module-train-the-trainer-\d{13}\.pdf$/);
  await expect(page.getByRole("button", { name: "Let's get started!" }).getAttribute("href")).resolves.toBe("/trainer-advice");
  await page.getByRole("button", { name: "Cymraeg" }).click();
  await page.getByRole("heading", { name: "Rydych chi bellach yn hyfforddwr ardystiedig" }).waitFor();
  await shoot(page, "certificate-certified-trainer-cy");
  await context.close();
});
