import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { EMAIL_VERIFICATION_TEXTS } from "@wellbeing/domain";
import type { ReceivedMail } from "@wellbeing/platform";
import { STRONG_PASSWORD, isTo, verificationLinkIn } from "@wellbeing/testkit/accountHelpers";
import { browserSuite } from "@wellbeing/testkit/browserSuite";
import { ENGLISH_TEXTS } from "@wellbeing/i18n";

// Proving an e-mail address in the browser (issue 9): sign-up, the e-mailed link, a new address on My Account.

const suite = browserSuite();

const verificationMailTo = (address: string, after = 0) =>
  suite.system.mail.waitFor((mail: ReceivedMail) => isTo(address)(mail) && mail.id > after && mail.subject === EMAIL_VERIFICATION_TEXTS.mailSubject);
const lastMailId = () => suite.system.mail.messages().reduce((last, mail) => Math.max(last, mail.id), 0);

const signUp = async (page: Page, name: string, email: string) => {
  await page.goto("/participant/signup");
  await page.getByLabel("Full name").fill(name);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(STRONG_PASSWORD);
  await page.getByRole("button", { name: "Sign up" }).click();
  await page.waitForURL("**/participant-dashboard");
};

it("a participant signs up, is asked to verify, asks for the link again, follows it and is verified", async () => {
  const context = await suite.browser.newContext({ baseURL: suite.system.url });
  const page = await context.newPage();
  await signUp(page, "Vida Verify", "vida.verify@example.org");
  const callout = page.locator(".verification-callout");
  await callout.getByText(EMAIL_VERIFICATION_TEXTS.unverifiedTitle).waitFor();
  await callout.getByText(ENGLISH_TEXTS.emailVerification.unverifiedText("vida.verify@example.org")).waitFor();
  await verificationMailTo("vida.verify@example.org");

  const seen = lastMailId();
  await callout.getByRole("button", { name: EMAIL_VERIFICATION_TEXTS.resend }).click();
  await callout.getByRole("status").getByText(ENGLISH_TEXTS.emailVerification.linkSent("vida.verify@example.org")).waitFor();
  const { url } = verificationLinkIn(await verificationMailTo("vida.verify@example.org", seen));

  await page.goto(url);
  await page.getByRole("heading", { name: EMAIL_VERIFICATION_TEXTS.verifiedTitle }).waitFor();
  await page.getByText(EMAIL_VERIFICATION_TEXTS.verified).waitFor();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.waitForURL("**/participant-dashboard");
  await page.getByRole("heading", { name: "Welcome back", exact: true }).waitFor();
  await callout.waitFor({ state: "detached" });

  // The same link again: nothing left to prove for this person.
  await page.goto(url);
  await page.getByText(EMAIL_VERIFICATION_TEXTS.alreadyVerified).waitFor();
  await context.close();
});

it("a used or unknown link says so; a logged-out visitor is offered to log in for a new one", async () => {
  const context = await suite.browser.newContext({ baseURL: suite.system.url });
  const page = await context.newPage();
  await page.goto(`/verify-email/${"A".repeat(43)}`);
  await page.getByRole("heading", { name: EMAIL_VERIFICATION_TEXTS.failedTitle }).waitFor();
  await page.getByRole("alert").getByText(EMAIL_VERIFICATION_TEXTS.linkInvalid).waitFor();
  await page.getByRole("link", { name: EMAIL_VERIFICATION_TEXTS.logInForNewLink }).click();
  await page.waitForURL("**/login?next=%2Fmy-account");
  await context.close();
});

it("a new address on My Account stays pending until its link is followed", async () => {
  const context = await suite.browser.newContext({ baseURL: suite.system.url });
  const page = await context.newPage();
  await signUp(page, "Moss Mover", "moss.before@example.org");
  await page.goto(verificationLinkIn(await verificationMailTo("moss.before@example.org")).url);
  await page.getByRole("heading", { name: EMAIL_VERIFICATION_TEXTS.verifiedTitle }).waitFor();

  await page.goto("/my-account");
  await page.getByLabel("Email").fill("moss.after@example.org");
  await page.getByRole("button", { name: "Save changes" }).click();
  await page.getByText(ENGLISH_TEXTS.emailVerification.detailsSavedPending("moss.after@example.org")).waitFor();
  const callout = page.locator(".verification-callout");
  await callout.getByText(EMAIL_VERIFICATION_TEXTS.pendingTitle).waitFor();
  await callout.getByText(ENGLISH_TEXTS.emailVerification.pendingText("moss.after@example.org", "moss.before@example.org")).waitFor();
  await waitForEmailField(page, "moss.before@example.org");

  await page.goto(verificationLinkIn(await verificationMailTo("moss.after@example.org")).url);
  await page.getByRole("heading", { name: EMAIL_VERIFICATION_TEXTS.verifiedTitle }).waitFor();
  await page.goto("/my-account");
  await waitForEmailField(page, "moss.after@example.org");
  await callout.waitFor({ state: "detached" });
  await context.close();
});

const waitForEmailField = (page: Page, value: string) => expect.poll(() => page.getByLabel("Email").inputValue()).toBe(value);
