import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { SESSION_TEXTS } from "@wellbeing/domain";
import { DEMO_ACCOUNTS } from "@wellbeing/scripts";
import { browserSuite } from "@wellbeing/testkit/browserSuite";
import { logIn } from "@wellbeing/testkit/logIn";

// The whole life of a session as an admin sees it (issue "Sessions"): create a two-date face to
// face session, edit it to online, watch the list and the details follow, export, delete.

const suite = browserSuite();

const isoDay = (daysAhead: number) => new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
const ddmm = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;
/** The date inputs take the day as the UK writes it. */
const typed = (iso: string) => `${ddmm(iso)}/${iso.slice(0, 4)}`;

const logInAsAdmin = async (page: Page) => {
  await logIn(page, DEMO_ACCOUNTS.admin);
  await page.waitForURL("**/dashboard");
};

/** The All Sessions row of our session, found by its dates as the list writes them. */
const listRow = (page: Page, firstDay: string, lastDay: string) =>
  page.locator(".sessions-table tbody tr", { hasText: `${ddmm(firstDay)}, ${ddmm(lastDay)}/${lastDay.slice(0, 4)}` });

it("an admin creates a two-date face to face session, edits it to online, exports it and deletes it; the list follows live", async () => {
  const firstDay = isoDay(40);
  const lastDay = isoDay(47);
  const context = await suite.browser.newContext({ baseURL: suite.system.url, acceptDownloads: true });
  const admin = await context.newPage();
  await logInAsAdmin(admin);

  // A second tab keeps All Sessions open, in the variant that shows the delivery method.
  const list = await context.newPage();
  await list.goto("/all-sessions");
  await list.getByRole("heading", { name: "All Sessions" }).waitFor();
  await list.getByText("Times & places", { exact: true }).click();
  let listReloaded = false;
  list.on("framenavigated", (frame) => {
    if (frame === list.mainFrame() && !frame.url().includes("/all-sessions")) listReloaded = true;
  });

  await admin.goto("/create-session");
  await admin.locator("#session-date-0").fill(typed(firstDay));
  await admin.keyboard.press("Escape");
  await admin.getByRole("button", { name: "Add another date" }).click();
  await admin.locator("#session-date-1").fill(typed(lastDay));
  await admin.keyboard.press("Escape");
  await admin.getByText("Face to face", { exact: true }).click();
  await admin.getByLabel("Address line 1").fill("Blackwood Miners' Institute");
  await admin.getByLabel("Town or city").fill("Blackwood");
  await admin.getByLabel("Postcode").fill("NP12 1BB");
  await admin.locator("#session-course").selectOption("C5");
  await admin.locator("#session-capacity").fill("16");
  await admin.locator("#session-modules").click();
  await admin.getByRole("option", { name: "Module 1" }).click();
  await admin.keyboard.press("Escape");
  await admin.locator("#session-trainer-1").click();
  await admin.getByRole("option", { name: "Tara Trainer" }).click();
  await admin.getByRole("button", { name: "Create session" }).click();
  await admin.waitForURL("**/session-created/**");
  await admin.getByRole("button", { name: "Skip for now" }).click();
  await admin.waitForURL("**/session-details/**");
  const sessionId = new URL(admin.url()).pathname.split("/").pop()!;
  await admin.getByText("Blackwood Miners' Institute, Blackwood, NP12 1BB").waitFor();

  // The open list shows the new session (town as its delivery method) without a reload.
  await expect.poll(() => listRow(list, firstDay, lastDay).count()).toBe(1);
  await expect.poll(() => listRow(list, firstDay, lastDay).textContent()).toContain("Blackwood");

  await admin.getByRole("button", { name: "Edit Session" }).click();
  await admin.waitForURL(`**/session-edit/${sessionId}`);
  await admin.getByText("Online", { exact: true }).click();
  await admin.locator("#session-meeting-platform").selectOption("zoom");
  await admin.getByLabel("Meeting link").fill("https://zoom.us/j/987654321");
  await admin.getByRole("button", { name: "Save changes" }).click();
  await admin.getByText(SESSION_TEXTS.edited).waitFor();
  await admin.waitForURL(`**/session-details/${sessionId}`);
  await admin.getByText("https://zoom.us/j/987654321").waitFor();
  await expect.poll(() => admin.getByText("Blackwood Miners' Institute, Blackwood, NP12 1BB").count()).toBe(0);

  await expect.poll(() => listRow(list, firstDay, lastDay).textContent()).toContain("Online");
  await expect.poll(() => listRow(list, firstDay, lastDay).textContent()).not.toContain("Blackwood");

  // Export CSV over the session's dates: a file named after the export holding this session.
  await list.getByRole("button", { name: "Export CSV" }).click();
  // Enter commits a typed day (Escape would close the dialog itself).
  await list.locator("#export-from").fill(typed(firstDay));
  await list.keyboard.press("Enter");
  await list.locator("#export-to").fill(typed(lastDay));
  await list.keyboard.press("Enter");
  const [download] = await Promise.all([list.waitForEvent("download"), list.getByRole("dialog").getByRole("button", { name: "Export CSV" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^sessions-all-\d{4}-\d{2}-\d{2}T.*\.csv$/);
  const csv = await readFile((await download.path())!, "utf8");
  expect(csv).toContain("Tara Trainer");
  expect(csv).toContain(firstDay.slice(0, 4));
  expect(csv.split("\n").filter((line) => line.includes("Online")).length).toBeGreaterThanOrEqual(1);

  await admin.getByRole("button", { name: "Delete Session" }).click();
  await admin.getByText(SESSION_TEXTS.deleteConfirm).waitFor();
  await admin.getByRole("button", { name: "Yes, delete it" }).click();
  await admin.getByText(SESSION_TEXTS.deleted).waitFor();

  await expect.poll(() => listRow(list, firstDay, lastDay).count()).toBe(0);
  expect(listReloaded).toBe(false);
  await context.close();
});
