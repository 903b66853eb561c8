import { expect, it } from "vitest";
import { programmeDate } from "@wellbeing/domain";
import { DEMO_ACCOUNTS } from "@wellbeing/scripts";
import { browserSuite } from "../support/browserSuite";
import { logIn } from "../support/logIn";
import { shoot } from "../support/screenshots";

// The export buttons in the browser: 'Export Participants' on the participants page and the admin's
// research export from the dashboard, each a real download under the server's file name.

const suite = browserSuite();

it("an admin downloads the participants CSV and, from the dashboard, the research export of a chosen day", async () => {
  const context = await suite.browser.newContext({ baseURL: suite.system.url, acceptDownloads: true });
  const page = await context.newPage();
  await logIn(page, DEMO_ACCOUNTS.admin);
  await page.waitForURL("**/dashboard");

  await page.goto("/participants");
  await page.getByRole("heading", { name: "Participants" }).waitFor();
  await shoot(page, "participants-export");
  const [participants] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export Participants" }).click()]);
  // The browser writes the time's colons as it may in a file name.
  expect(participants.suggestedFilename()).toMatch(/^participants-all-\d{4}-\d\d-\d\dT[\d:_.]+Z\.csv$/);
  await page.getByText(/^Downloaded participants-all-\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z\.csv$/).waitFor();

  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Research export" }).click();
  const dialog = page.getByRole("dialog", { name: "Research export" });
  await dialog.getByLabel("As of the end of").waitFor();
  await shoot(page, "research-export-dialog");
  const [research] = await Promise.all([page.waitForEvent("download"), dialog.getByRole("button", { name: "Download the research export" }).click()]);
  expect(research.suggestedFilename()).toBe(`research-${programmeDate(new Date())}.zip`);
  await dialog.waitFor({ state: "hidden" });

  // In Welsh, the same screens.
  await context.addCookies([{ name: "wb_lang", value: "cy", url: suite.system.url }]);
  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Allforio ar gyfer ymchwil" }).click();
  await page.getByRole("dialog", { name: "Allforio ar gyfer ymchwil" }).getByLabel("Fel yr oedd ar ddiwedd").waitFor();
  await shoot(page, "research-export-dialog-cy");
  await page.goto("/participants");
  await page.getByRole("button", { name: "Allforio cyfranogwyr" }).waitFor();
  await context.close();
});

it("trainers and local leads see no research export on their dashboard", async () => {
  const context = await suite.browser.newContext({ baseURL: suite.system.url });
  const page = await context.newPage();
  await logIn(page, DEMO_ACCOUNTS.lead);
  await page.waitForURL("**/dashboard");
  await page.getByRole("heading", { name: "Welcome back Lee Lead" }).waitFor();
  expect(await page.getByRole("button", { name: "Research export" }).count()).toBe(0);
  await context.close();
});
