import type { BrowserContext, Page } from "playwright-core";
import { expect, it } from "vitest";
import { ACCOUNT_TEXTS } from "@wellbeing/domain";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@wellbeing/scripts";
import { STRONG_PASSWORD, isTo, passwordLinkIn, registerNamelessParticipant } from "@wellbeing/testkit/accountHelpers";
import { browserSuite } from "@wellbeing/testkit/browserSuite";
import { logIn } from "@wellbeing/testkit/logIn";

// The account screens (§2.5): forgotten password, reset, change, account details, deletion, where log in leads.

const suite = browserSuite();

const withPage = async (run: (page: Page, context: BrowserContext) => Promise<void>) => {
  const context = await suite.browser.newContext({ baseURL: suite.system.url });
  try {
    await run(await context.newPage(), context);
  } finally {
    await context.close();
  }
};

it("a participant who forgot their password follows the e-mailed link and sets a new one", async () => {
  await withPage(async (page) => {
    await page.goto("/participant-login");
    await page.getByRole("link", { name: "Forget password?" }).click();
    await page.waitForURL("**/forget-password");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await page.getByText(ACCOUNT_TEXTS.forgotEmailRequired).waitFor();
    await page.getByLabel("Email").fill(DEMO_ACCOUNTS.participant);
    await page.getByRole("button", { name: "Reset Password" }).click();
    await page.getByText("Check your email").waitFor();

    const link = passwordLinkIn(await suite.system.mail.waitFor(isTo(DEMO_ACCOUNTS.participant)));
    await page.goto(link.url);
    await page.getByLabel("New password", { exact: true }).fill("N3w!password");
    await page.getByLabel("Confirm new password").fill("N3w!passwor");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await page.getByText("Passwords must match").waitFor();
    await page.getByLabel("Confirm new password").fill("N3w!password");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await page.waitForURL("**/login");
    await page.getByText(ACCOUNT_TEXTS.passwordResetDone).waitFor();

    // The link works once.
    await page.goto(link.url);
    await page.getByLabel("New password", { exact: true }).fill("An0ther!pass");
    await page.getByLabel("Confirm new password").fill("An0ther!pass");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await page.getByText(ACCOUNT_TEXTS.passwordResetFailed).waitFor();

    await logIn(page, DEMO_ACCOUNTS.participant, { path: "/participant-login", password: "N3w!password" });
    await page.waitForURL("**/participant-dashboard");
  });
});

it("a trainer changes their password, sees a wrong old password refused, and goes to their dashboard", async () => {
  await withPage(async (page) => {
    await logIn(page, DEMO_ACCOUNTS.trainer);
    await page.waitForURL("**/dashboard");
    await page.getByRole("menuitem", { name: "Account details" }).click();
    await page.getByRole("button", { name: "Change password" }).click();
    await page.waitForURL("**/change-password");
    await page.getByRole("heading", { name: "Change your password" }).waitFor();
    await page.getByRole("button", { name: "Submit" }).click();
    await page.getByText(ACCOUNT_TEXTS.oldPasswordRequired).waitFor();
    await page.getByLabel("Current password").fill("Not-the-pass-1!");
    await page.getByLabel("New password", { exact: true }).fill("Ch4nged!pass");
    await page.getByLabel("Confirm new password").fill("Ch4nged!pass");
    await page.getByRole("button", { name: "Submit" }).click();
    await page.getByRole("alert").getByText(ACCOUNT_TEXTS.wrongOldPassword).waitFor();
    await page.getByLabel("Current password").fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Submit" }).click();
    await page.waitForURL("**/dashboard");
    await page.getByText(ACCOUNT_TEXTS.passwordChanged).waitFor();
  });
});

it("a local lead updates their details; a taken e-mail shows under the field", async () => {
  await withPage(async (page) => {
    await logIn(page, DEMO_ACCOUNTS.lead);
    await page.waitForURL("**/dashboard");
    await page.goto("/my-account");
    await page.getByLabel("Full name").fill("Lee Renamed");
    await page.getByLabel("Email").fill(DEMO_ACCOUNTS.admin);
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.getByText("This email is already registered. Please log in instead.").waitFor();

    await page.getByLabel("Email").fill(DEMO_ACCOUNTS.lead);
    await page.getByLabel("Organisation").selectOption("Other, please specify");
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.getByText("This field is required").waitFor();
    await page.getByLabel("Please specify your organisation").fill("Gwent Wellbeing Partnership");
    await page.getByLabel("Delivery local authorities").click();
    await page.keyboard.type("Cardiff");
    await page.getByRole("option", { name: 'Add "Cardiff"' }).click();
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.getByText(ACCOUNT_TEXTS.detailsSaved).waitFor();
    await page.locator(".app-navbar").getByText("Lee Renamed").waitFor();

    await page.reload();
    await expect.poll(() => page.getByLabel("Full name").inputValue()).toBe("Lee Renamed");
    await page.getByLabel("Please specify your organisation").waitFor();
    await expect.poll(() => page.getByLabel("Please specify your organisation").inputValue()).toBe("Gwent Wellbeing Partnership");
    await page.getByText("Cardiff").waitFor();
  });
});

it("a participant without a name is asked for it, and a participant deletes their account", async () => {
  await registerNamelessParticipant(suite.system, "nameless@example.org");
  await withPage(async (page) => {
    await logIn(page, "nameless@example.org", { path: "/participant-login", password: STRONG_PASSWORD });
    await page.waitForURL("**/participant-dashboard");
    const dialog = page.getByRole("dialog", { name: ACCOUNT_TEXTS.detailsMissingTitle });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: ACCOUNT_TEXTS.updateMyAccount }).click();
    await page.waitForURL("**/my-account");
    await dialog.waitFor({ state: "hidden" });
    await page.getByLabel("Full name").fill("Nia Named");
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.getByText(ACCOUNT_TEXTS.detailsSaved).waitFor();

    await page.getByRole("button", { name: "Delete account" }).click();
    await page.getByText(ACCOUNT_TEXTS.deletionQuestion).waitFor();
    await page.getByRole("button", { name: "Yes, delete my account" }).click();
    await page.getByText(ACCOUNT_TEXTS.accountDeleted).waitFor();
    await page.waitForURL((url) => url.pathname === "/");
    expect(await page.evaluate(() => fetch("/api/users/auth").then((response) => response.json()))).toEqual({ isAuthenticated: false });
    await logIn(page, "nameless@example.org", { path: "/participant-login", password: STRONG_PASSWORD });
    await page.getByText("Invalid email or password").waitFor();
  });
});

it("log in and sign-up continue to the survey or registration the visitor came from", async () => {
  await withPage(async (page) => {
    await logIn(page, DEMO_ACCOUNTS.multi, { path: "/participant-login?source=survey&shortId=AB12CD&surveyType=post" });
    await page.waitForURL("**/survey/AB12CD/post");
  });
  await withPage(async (page) => {
    await logIn(page, DEMO_ACCOUNTS.multi, { path: "/participant-login?source=registration&shortId=AB12CD" });
    await page.waitForURL("**/register/AB12CD");
  });
  await withPage(async (page) => {
    await page.goto("/participant-login?source=registration&shortId=ZZ99YY");
    await page.getByRole("link", { name: "Sign up" }).click();
    await page.waitForURL("**/participant/signup?source=registration&shortId=ZZ99YY");
    await page.getByLabel("Full name").fill("Reg Istrant");
    await page.getByLabel("Email", { exact: true }).fill("reg.istrant@example.org");
    await page.getByLabel("Password", { exact: true }).fill(STRONG_PASSWORD);
    await page.getByRole("button", { name: "Sign up" }).click();
    await page.waitForURL("**/register/ZZ99YY");
  });
});
