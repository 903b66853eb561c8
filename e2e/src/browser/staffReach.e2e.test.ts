import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import type { Language } from "@wellbeing/domain";
import { translatorFor } from "@wellbeing/platform";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@wellbeing/scripts";
import { ApiClient } from "@wellbeing/testkit/apiClient";
import { expectAccessible } from "@wellbeing/testkit/axe";
import { browserSuite } from "@wellbeing/testkit/browserSuite";
import { logIn } from "@wellbeing/testkit/logIn";
import { shoot } from "@wellbeing/testkit/screenshots";

// Issue 26, the staff's path: every figure of the staff home and the Trainers page reachable from a
// link and in agreement, and a refusal said on the refused page however it was reached.

const suite = browserSuite();

/** A staff member's browser at `width`, in `language`, logged in and on their home. */
const staffPage = async (email: string, { width = 1280, language = "en" as Language } = {}) => {
  const context = await suite.browser.newContext({ baseURL: suite.system.url, viewport: { width, height: 900 }, reducedMotion: "reduce" });
  await context.addCookies([{ name: "wb_lang", value: language, url: suite.system.url }]);
  const page = await context.newPage();
  await logIn(page, email);
  await page.waitForURL("**/dashboard");
  return { context, page };
};

/** The figure a 'Your Total Reach' tile shows, once loaded. */
const tileValue = async (page: Page, label: string) => {
  const value = page.locator(".reach-tile", { hasText: label }).locator(".reach-tile-value");
  await expect.poll(() => value.textContent()).toMatch(/^\d+$/);
  return Number(await value.textContent());
};

/** Opens the View modal of a row of the Trainers page and follows one of its links. */
const followFromView = async (page: Page, person: string, link: string) => {
  await page.getByRole("button", { name: `View ${person}` }).click();
  const dialog = page.getByRole("dialog", { name: person });
  await dialog.getByRole("navigation", { name: "Their pages" }).waitFor();
  await dialog.getByRole("button", { name: link, exact: true }).click();
};

const pickStandardCourse = async (page: Page) => {
  const t = translatorFor("en");
  await page.getByRole("button", { name: `${t("ui.results")}: ${t("session.course_C5")}` }).click();
};

it("a local lead's Trainers tile and Trainers page agree, the Sessions tile opens the group's sessions, and View leads to a trainer's results and sessions", async () => {
  const trainerId = (await new ApiClient(suite.system.url).logIn(DEMO_ACCOUNTS.trainer, DEMO_PASSWORD)).userId as string;
  const { context, page } = await staffPage(DEMO_ACCOUNTS.lead);

  // One figure: the tile opens the list it counts.
  const trainers = await tileValue(page, "Trainers");
  await page.locator(".reach-tile-link", { hasText: "Trainers" }).click();
  await page.waitForURL("**/trainers");
  await page.getByText(`Total: ${trainers}`).waitFor();
  await expect.poll(() => page.locator("main table tbody tr").count()).toBe(trainers);

  // The Sessions tile counts the group's sessions, and opens them.
  await page.goto("/dashboard");
  await page.locator(".reach-tile-link", { hasText: "Sessions" }).first().click();
  await page.waitForURL("**/group-sessions");
  await page.getByRole("heading", { name: "Your Group Sessions" }).waitFor();

  // From the Trainers page: a trainer's results (the course first), then their sessions.
  await page.goto("/trainers");
  await followFromView(page, "Tara Trainer", "Results");
  await page.waitForURL(`**/choose-course?target=trainer&userId=${trainerId}&trainerName=Tara+Trainer`);
  await pickStandardCourse(page);
  await page.getByRole("heading", { name: "Tara Trainer's results: Standard course Results" }).waitFor();
  await shoot(page, "staff-reach-trainer-results-en");
  await page.goto("/trainers");
  await followFromView(page, "Tara Trainer", "Sessions");
  await page.waitForURL(`**/trainer-sessions/${trainerId}`);
  await page.getByRole("heading", { name: "Trainer Sessions" }).waitFor();
  await page.getByText("Tara Trainer", { exact: true }).first().waitFor();
  await context.close();
});

it("at 390 px, an admin reaches a local lead's group results and group sessions from the View modal, which passes axe", async () => {
  const leadId = (await new ApiClient(suite.system.url).logIn(DEMO_ACCOUNTS.lead, DEMO_PASSWORD)).userId as string;
  const { context, page } = await staffPage(DEMO_ACCOUNTS.admin, { width: 390 });
  const trainers = await tileValue(page, "Trainers");
  await page.goto("/trainers");
  await page.getByText(`Total: ${trainers}`).waitFor();

  await page.getByRole("radio", { name: "Local Leads" }).click();
  await page.getByRole("button", { name: "View Lee Lead" }).click();
  const dialog = page.getByRole("dialog", { name: "Lee Lead" });
  await expect
    .poll(() => dialog.getByRole("navigation", { name: "Their pages" }).getByRole("button").allTextContents())
    .toEqual(["Results", "Sessions", "Group results", "Group sessions"]);
  await shoot(page, "staff-reach-view-lead-390-en");
  await expectAccessible(page, "the View modal of a local lead, at 390 px");
  await dialog.getByRole("button", { name: "Group results" }).click();
  await page.waitForURL(`**/choose-course?target=localLeadGroup&userId=${leadId}&trainerName=Lee+Lead`);
  await pickStandardCourse(page);
  await page.getByRole("heading", { name: "Lee Lead group's results: Standard course Results" }).waitFor();

  await page.goto("/trainers");
  await page.getByRole("radio", { name: "Local Leads" }).click();
  await followFromView(page, "Lee Lead", "Group sessions");
  await page.waitForURL(`**/group-sessions/${leadId}`);
  await page.getByRole("heading", { name: "Group Sessions" }).waitFor();
  await context.close();
});

it("at 390 px, a refusal says §8's words on the refused page whether it was opened by address, reloaded or followed from a link", async () => {
  const trainer = new ApiClient(suite.system.url);
  const trainerId = (await trainer.logIn(DEMO_ACCOUNTS.trainer, DEMO_PASSWORD)).userId as string;
  expect((await trainer.request("PUT", "/api/my-account/results-access", { consent: false })).status).toBe(200);
  const refused = "Error!, This trainer didn't give an access permission to their data";
  const address = `/trainer-results?target=trainer&course=C5&userId=${trainerId}&trainerName=Tara+Trainer`;

  // By address, in a tab of its own: the text stays, the address too; nothing to go back to but home.
  const { context, page } = await staffPage(DEMO_ACCOUNTS.lead, { width: 390 });
  const tab = await context.newPage();
  await tab.goto(address);
  await tab.getByRole("alert").filter({ hasText: refused }).waitFor();
  expect(new URL(tab.url()).pathname + new URL(tab.url()).search).toBe(address);
  await tab.getByRole("button", { name: "Back Home" }).waitFor();
  expect(await tab.getByRole("button", { name: "Back", exact: true }).count()).toBe(0);
  await shoot(tab, "staff-reach-refused-390-en");
  await expectAccessible(tab, "a refused results page at 390 px");
  await tab.reload();
  await tab.getByRole("alert").filter({ hasText: refused }).waitFor();

  // Followed from the View modal: the same words, and Back returns to the course picker.
  await page.goto("/trainers");
  await followFromView(page, "Tara Trainer", "Results");
  await pickStandardCourse(page);
  await page.getByRole("alert").filter({ hasText: refused }).waitFor();
  await page.getByRole("button", { name: "Back", exact: true }).click();
  await page.waitForURL("**/choose-course?**");

  // Consent given again: the same address shows the results.
  expect((await trainer.request("PUT", "/api/my-account/results-access", { consent: true })).status).toBe(200);
  await tab.reload();
  await tab.getByRole("heading", { name: "Tara Trainer's results: Standard course Results" }).waitFor();

  // An unknown session opened by address: §8's words on the 404 page itself.
  await tab.goto("/session-details/0190a000-0000-7000-8000-0000000000ff");
  await tab.waitForURL("**/404err");
  await tab.locator("main").getByText("Error!, The session You are looking for is unavailable").waitFor();
  await context.close();
});
