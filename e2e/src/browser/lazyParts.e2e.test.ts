import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { en } from "@wellbeing/domain";
import { DEMO_ACCOUNTS } from "@wellbeing/scripts";
import { browserSuite } from "@wellbeing/testkit/browserSuite";
import { shoot } from "@wellbeing/testkit/screenshots";

// Parts loaded after the first screen (Blueprint's toaster, the crash screen's feedback dialog): a toast shown
// before the toaster is there waits for it, and a part whose code cannot be fetched leaves the screen standing.

const suite = browserSuite();

const TOASTER = "**/assets/ToastsHost-*.js";

const newPage = async () => (await suite.browser.newContext({ baseURL: suite.system.url, viewport: { width: 1280, height: 900 } })).newPage();

/** Asks for a reset link from the Forgot password page: the page says it, and so does a success toast. */
const askForResetLink = async (page: Page) => {
  await page.goto("/forget-password");
  await page.locator("#forgot-email").fill(DEMO_ACCOUNTS.trainer);
  await page.getByRole("button", { name: en.auth.resetPassword }).click();
  await page.getByRole("heading", { name: en.auth.checkEmailTitle }).waitFor();
};

it("shows a toast asked for before the toaster's code arrived, once it arrives", async () => {
  const page = await newPage();
  let release = (): void => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(TOASTER, async (route) => {
    await held;
    await route.continue();
  });
  await askForResetLink(page);
  const toast = page.locator(".bp6-toast", { hasText: en.account.resetEmailSent });
  expect(await toast.count()).toBe(0);
  release();
  await toast.waitFor();
  await shoot(page, "toast-shown-once-toaster-loaded");
  await page.context().close();
});

it("keeps the page working when the toaster's code cannot be fetched", async () => {
  const page = await newPage();
  await page.route(TOASTER, (route) => route.abort());
  const toasterFailed = page.waitForEvent("requestfailed", (request) => /\/assets\/ToastsHost-/.test(request.url()));
  await askForResetLink(page);
  await toasterFailed;
  await page.getByRole("button", { name: en.auth.backToLogIn }).click();
  await page.getByRole("button", { name: "Log in" }).waitFor();
  expect(await page.getByRole("heading", { name: en.errors.crashTitle }).count()).toBe(0);
  await page.context().close();
});

it("keeps the crash screen when its feedback dialog's code cannot be fetched, saying the report could not be sent", async () => {
  const page = await newPage();
  await page.route("**/assets/TermsPage-*.js", (route) => route.abort());
  await page.route("**/assets/ReportFeedbackDialog-*.js", (route) => route.abort());
  await page.goto("/terms");
  await page.getByRole("heading", { name: en.errors.crashTitle }).waitFor();
  await page.getByRole("button", { name: en.errors.reportFeedback }).click();
  await page.getByRole("alert").filter({ hasText: en.errorReports.reportFailed }).waitFor();
  await page.getByRole("heading", { name: en.errors.crashTitle }).waitFor();
  await page.getByRole("button", { name: en.errors.reload }).waitFor();
  await shoot(page, "crash-feedback-dialog-unavailable");
  await page.context().close();
});
