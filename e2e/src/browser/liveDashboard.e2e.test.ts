import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "@wellbeing/scripts";
import { browserSuite } from "@wellbeing/testkit/browserSuite";
import { logIn } from "@wellbeing/testkit/logIn";

const suite = browserSuite();

const sessionsTile = (page: Page) => page.locator(".reach-tile", { hasText: "Sessions" }).locator(".reach-tile-value");

const inSixWeeks = () => {
  const day = new Date(Date.now() + 42 * 86_400_000);
  return `${String(day.getDate()).padStart(2, "0")}/${String(day.getMonth() + 1).padStart(2, "0")}/${day.getFullYear()}`;
};

it("a trainer creates a session and an already-open dashboard counts it without a reload", async () => {
  const context = await suite.browser.newContext({ baseURL: suite.system.url });
  const creator = await context.newPage();
  await logIn(creator, DEMO_ACCOUNTS.trainer);
  await creator.waitForURL("**/dashboard");
  await expect.poll(() => sessionsTile(creator).textContent()).toBe("3");

  const watcher = await context.newPage();
  await watcher.goto("/dashboard");
  await expect.poll(() => sessionsTile(watcher).textContent()).toBe("3");
  let watcherReloaded = false;
  watcher.on("framenavigated", (frame) => {
    if (frame === watcher.mainFrame()) watcherReloaded = true;
  });

  await creator.getByRole("menuitem", { name: "Create New Session" }).click();
  await creator.waitForURL("**/create-session");
  await creator.getByLabel("Date 1").fill(inSixWeeks());
  await creator.keyboard.press("Escape");
  await creator.getByLabel("Start time").fill("10:00");
  await creator.getByLabel("End time").fill("12:30");
  await creator.getByText("Face to face", { exact: true }).click();
  await creator.getByLabel("Address line 1").fill("Blackwood Miners' Institute");
  await creator.getByLabel("Town or city").fill("Blackwood");
  await creator.getByLabel("Postcode").fill("NP12 1BB");
  await creator.locator("#session-course").selectOption("C5");
  await creator.locator("#session-capacity").fill("14");
  await creator.locator("#session-modules").click();
  await creator.getByRole("option", { name: "Module 1" }).click();
  await creator.keyboard.press("Escape");
  await creator.getByRole("button", { name: "Create session" }).click();

  await creator.waitForURL("**/session-created/**");
  await creator.getByRole("button", { name: "Skip for now" }).click();
  await creator.waitForURL("**/session-details/**");
  await expect.poll(() => creator.getByText("Blackwood Miners' Institute, Blackwood, NP12 1BB").count()).toBe(1);

  await expect.poll(() => sessionsTile(watcher).textContent()).toBe("4");
  expect(watcherReloaded).toBe(false);
  await context.close();
});
