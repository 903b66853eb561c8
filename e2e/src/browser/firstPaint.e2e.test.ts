import type { BrowserContextOptions, Page } from "playwright-core";
import { expect, it } from "vitest";
import { en, LANGUAGE_COOKIE } from "@wellbeing/domain";
import { cy } from "@wellbeing/domain/i18n/cy";
import { AUTH_COOKIE } from "@wellbeing/platform";
import { browserSuite } from "@wellbeing/testkit/browserSuite";
import { shoot } from "@wellbeing/testkit/screenshots";

// The public pages' first screens come as HTML (prerendered at build time): on screen before any JavaScript,
// then taken over by the app without an error, a flash or a shift.

const suite = browserSuite();

const PHONE = { width: 390, height: 844 };

const newPage = async (options: BrowserContextOptions = {}, language?: "cy") => {
  const context = await suite.browser.newContext({ baseURL: suite.system.url, viewport: PHONE, ...options });
  if (language) await context.addCookies([{ name: LANGUAGE_COOKIE, value: language, url: suite.system.url }]);
  return context.newPage();
};

/** The page's hydration failures: React reports each as an uncaught error and logs it (#418, #423, #425 in production). */
const hydrationErrorsOf = (page: Page): ReadonlyArray<string> => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /hydrat|#41[89]|#42[35]/i.test(message.text())) errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
};

/** The sum of the page's layout shifts so far (CLS without its session windows: an upper bound). */
const LAYOUT_SHIFT = `new Promise((resolve) => {
  new PerformanceObserver((list) => resolve(list.getEntries().reduce((sum, entry) => sum + entry.value, 0)))
    .observe({ type: "layout-shift", buffered: true });
  // No shift at all gives no entry: the answer is then 0, two frames on.
  requestAnimationFrame(() => requestAnimationFrame(() => resolve(0)));
})`;

it("shows the welcome page and the course schedule without JavaScript, in English and in Welsh", async () => {
  const english = await newPage({ javaScriptEnabled: false });
  await english.goto("/");
  await english.getByRole("heading", { name: en.welcome.title }).waitFor();
  await english.getByRole("button", { name: en.welcome.participant }).waitFor();
  expect(await english.getAttribute("a.bp6-button >> nth=0", "href")).toBe("/login");
  await shoot(english, "first-paint-welcome-en-phone");

  const welsh = await newPage({ javaScriptEnabled: false }, "cy");
  await welsh.goto("/course-schedule");
  await welsh.locator("html[lang=cy]").waitFor({ state: "attached" });
  await welsh.getByRole("heading", { name: cy.sessionList.availableHeading }).waitFor();
  await welsh.getByText(cy.sessionList.scheduleIntro1).waitFor();
  await shoot(welsh, "first-paint-schedule-cy-phone");
  await english.context().close();
  await welsh.context().close();
});

it("takes the prerendered welcome page over without a hydration error or a shift, and answers the keyboard and the language switch", async () => {
  const page = await newPage();
  const errors = hydrationErrorsOf(page);
  await page.goto("/");
  // Icons are drawn by the app once it runs: one drawn means the page is the app's.
  await page.locator(".bp6-icon-presentation svg path").waitFor({ state: "attached" });
  expect(await page.evaluate<number>(LAYOUT_SHIFT)).toBeLessThan(0.01);

  await page.keyboard.press("Tab");
  await expect.poll(() => page.evaluate<string | undefined>("document.activeElement?.className")).toBe("skip-link");
  await page.getByRole("button", { name: "Cymraeg" }).click();
  await page.getByRole("heading", { name: cy.welcome.title }).waitFor();
  await page.locator("html[lang=cy]").waitFor({ state: "attached" });
  expect(errors).toEqual([]);
  await page.context().close();
});

it("takes the prerendered schedule over in Welsh and fills in its first page of sessions", async () => {
  const page = await newPage({}, "cy");
  const errors = hydrationErrorsOf(page);
  await page.goto("/course-schedule");
  await page.locator(".bp6-icon-info-sign svg path").waitFor({ state: "attached" });
  await expect.poll(() => page.locator(".session-count-value").textContent()).not.toBe("–");
  await page.getByRole("radio", { name: cy.courseSchedule.inPerson }).click();
  await expect.poll(() => page.getByRole("radio", { name: cy.courseSchedule.inPerson }).getAttribute("aria-checked")).toBe("true");
  expect(errors).toEqual([]);
  await page.context().close();
});

it("draws a logged-in visitor's frame from the app, never a logged-out page", async () => {
  const page = await newPage();
  await page.context().addCookies([{ name: AUTH_COOKIE, value: "not-a-token", url: suite.system.url }]);
  await page.goto("/");
  expect(await page.locator("#root[data-prerendered]").count()).toBe(0);
  await page.getByRole("heading", { name: en.welcome.title }).waitFor();
  await page.context().close();
});
