import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { en } from "@wellbeing/domain";
import { cy } from "@wellbeing/domain/i18n/cy";
import { browserSuite } from "@wellbeing/testkit/browserSuite";
import { shoot } from "@wellbeing/testkit/screenshots";

// Rough edge 12 (issue 11): 'terms and conditions' is a link, to real terms and privacy pages in both languages.

const suite = browserSuite();

const newPage = async () => (await suite.browser.newContext({ baseURL: suite.system.url, viewport: { width: 1280, height: 900 } })).newPage();

const chooseWelsh = async (page: Page) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Cymraeg" }).click();
  await page.locator("html[lang=cy]").waitFor({ state: "attached" });
};

it("on sign-up, 'terms and conditions' opens the terms in the same tab, and 'privacy notice' the privacy notice with the research-use notice of §1", async () => {
  const page = await newPage();
  await page.goto("/participant/signup");
  await page.getByRole("link", { name: en.legal.termsLinkText, exact: true }).waitFor();
  await shoot(page, "legal-sign-up");
  await page.getByRole("link", { name: en.legal.termsLinkText, exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/terms");
  await page.getByRole("heading", { name: en.legal.termsTitle }).waitFor();
  await page.getByText(en.legal.termsFunding).waitFor();
  await expect.poll(() => page.title()).toContain(en.legal.termsTitle);
  expect(page.context().pages()).toHaveLength(1);
  await shoot(page, "legal-terms");

  await page.goBack();
  await page.getByRole("link", { name: en.legal.privacyLinkText, exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/privacy");
  await page.getByRole("heading", { name: en.legal.privacyResearchHeading }).waitFor();
  await page.getByText(en.legal.privacyResearch).waitFor();
  await expect.poll(() => page.title()).toContain(en.legal.privacyTitle);
  await shoot(page, "legal-privacy");
  await page.context().close();
});

it("the welcome page links to both pages", async () => {
  const page = await newPage();
  await page.goto("/");
  const links = page.getByRole("navigation", { name: en.legal.legalLinks });
  await links.waitFor();
  await shoot(page, "legal-welcome");
  await links.getByRole("link", { name: en.legal.privacyTitle }).click();
  await page.waitForURL((url) => url.pathname === "/privacy");
  await page.getByRole("heading", { name: en.legal.privacyTitle }).waitFor();
  await page.goBack();
  await links.getByRole("link", { name: en.legal.termsTitle }).click();
  await page.getByRole("heading", { name: en.legal.termsTitle }).waitFor();
  await page.context().close();
});

it("with Cymraeg chosen, sign-up's 'telerau ac amodau' opens the terms in Welsh, and the privacy notice gives the research-use notice in Welsh", async () => {
  const page = await newPage();
  await chooseWelsh(page);
  await page.goto("/participant/signup");
  await page.getByRole("link", { name: cy.legal.termsLinkText, exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/terms");
  await page.getByRole("heading", { name: cy.legal.termsTitle }).waitFor();
  await page.getByText(cy.legal.termsFunding).waitFor();
  await expect.poll(() => page.title()).toContain(cy.legal.termsTitle);
  await shoot(page, "legal-terms-cy");

  await page.goto("/privacy");
  await page.getByRole("heading", { name: cy.legal.privacyTitle }).waitFor();
  await page.getByText(cy.legal.privacyResearch).waitFor();
  await page.getByText(cy.legal.privacyRights).waitFor();
  await expect.poll(() => page.title()).toContain(cy.legal.privacyTitle);
  await shoot(page, "legal-privacy-cy");
  await page.context().close();
});
