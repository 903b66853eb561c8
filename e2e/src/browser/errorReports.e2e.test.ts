import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { en } from "@wellbeing/domain";
import { cy } from "@wellbeing/domain/i18n/cy";
import { DEMO_ACCOUNTS } from "@wellbeing/scripts";
import { expectAccessible } from "@wellbeing/testkit/axe";
import { browserSuite } from "@wellbeing/testkit/browserSuite";
import { logIn } from "@wellbeing/testkit/logIn";
import { shoot } from "@wellbeing/testkit/screenshots";

// Error reporting (§1): a crashed screen's 'Report feedback' sends the error, the page and the
// person's note to the server; admins read it on the Reports screen, in both languages.

const suite = browserSuite();

const newPage = async () => (await suite.browser.newContext({ baseURL: suite.system.url, viewport: { width: 1280, height: 900 } })).newPage();

/** Opens a page whose screen's code fails to load: the crash screen shows instead. */
const crashOpening = async (page: Page, path: string, chunk: string) => {
  const failToLoad = `**/assets/${chunk}-*.js`;
  await page.route(failToLoad, (route) => route.abort());
  await page.goto(path);
  await page.getByRole("heading", { name: en.errors.crashTitle }).waitFor();
  await page.unroute(failToLoad);
};

it("tells admins when nobody has reported anything yet", async () => {
  const admin = await newPage();
  await logIn(admin, DEMO_ACCOUNTS.admin);
  await admin.waitForURL((url) => url.pathname === "/dashboard");
  await admin.goto("/error-reports");
  await admin.getByRole("heading", { name: en.errorReports.empty }).waitFor();
  // The intro says plainly which reports are kept (issue 26), in English and in Welsh.
  await admin
    .getByText("When a screen crashes, it sends a report by itself: half of these are kept (sample rate 0.5). Every report a person sends is kept.")
    .waitFor();
  await shoot(admin, "error-reports-empty");
  await expectAccessible(admin, "error reports, empty");
  await admin.locator(".language-switch").click();
  await admin
    .getByText(
      "Pan fydd sgrin yn chwalu, mae'n anfon adroddiad ohoni ei hun: cedwir hanner y rhain (cyfradd samplu 0.5). Cedwir pob adroddiad y mae rhywun yn ei anfon.",
    )
    .waitFor();
  await admin.context().close();
});

it("sends a crashed screen's report with the person's note, and shows it to admins in English and in Welsh", async () => {
  const visitor = await newPage();
  await crashOpening(visitor, "/terms", "TermsPage");
  await visitor.getByRole("button", { name: en.errors.reportFeedback }).click();
  const dialog = visitor.getByRole("dialog", { name: en.errors.reportFeedback });
  await dialog.getByLabel(en.errors.whatWereYouDoing).fill("I opened the terms from the sign-up page");
  await shoot(visitor, "error-report-dialog");
  await expectAccessible(visitor, "report feedback dialog");
  await dialog.getByRole("button", { name: en.errors.sendReport }).click();
  await dialog.getByText(en.errorReports.reportSent).waitFor();
  await shoot(visitor, "error-report-sent");
  await visitor.context().close();

  const admin = await newPage();
  await logIn(admin, DEMO_ACCOUNTS.admin);
  await admin.waitForURL((url) => url.pathname === "/dashboard");
  await admin.getByRole("menuitem", { name: en.errorReports.title }).click();
  await admin.waitForURL((url) => url.pathname === "/error-reports");
  await admin.getByRole("heading", { name: en.errorReports.title }).waitFor();
  const row = admin.getByRole("row").filter({ hasText: "I opened the terms from the sign-up page" });
  await row.waitFor();
  await expect.poll(() => row.textContent()).toContain(en.errorReports.kindFeedback);
  expect(await row.textContent()).toContain(`${suite.system.url}/terms`);
  expect(await row.textContent()).toContain(en.errorReports.notLoggedIn);
  await shoot(admin, "error-reports");
  // The trace unfolds from the keyboard.
  await row.locator("summary").focus();
  await admin.keyboard.press("Enter");
  await row.locator("pre").waitFor();
  await expectAccessible(admin, "error reports");

  await admin.getByRole("button", { name: "Cymraeg" }).click();
  await admin.getByRole("heading", { name: cy.errorReports.title }).waitFor();
  await admin.getByRole("columnheader", { name: cy.errorReports.reportedBy }).waitFor();
  await shoot(admin, "error-reports-cy");
  await expectAccessible(admin, "error reports in Welsh");

  // A new report shows up on the open screen by itself (the live websocket), no reload.
  await fetch(`${suite.system.url}/api/error-reports`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      reportId: crypto.randomUUID(),
      kind: "feedback",
      page: `${suite.system.url}/dashboard`,
      error: "Error: later",
      note: "A report sent while the screen was open",
    }),
  });
  await admin.getByRole("row").filter({ hasText: "A report sent while the screen was open" }).waitFor();
  await admin.context().close();
});

it("refuses the Reports screen to other roles", async () => {
  const trainer = await newPage();
  await logIn(trainer, DEMO_ACCOUNTS.trainer);
  await trainer.waitForURL((url) => url.pathname === "/dashboard");
  await trainer.goto("/error-reports");
  await trainer.waitForURL((url) => url.pathname === "/unauthorized");
  await trainer.context().close();
});
