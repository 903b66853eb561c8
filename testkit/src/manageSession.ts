import type { Locator, Page } from "playwright-core";

/**
 * A Manage Session section (§2.10), opened: found by its fold's toggle, so a test clicks the section's own
 * buttons, never the n-th of a name several sections share.
 */
export const openSection = async (page: Page, title: string): Promise<Locator> => {
  const toggle = page.getByRole("button", { name: title, exact: true });
  const section = page.locator(".accordion-section").filter({ has: toggle });
  if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
  await section.locator(".accordion-toggle[aria-expanded=true]").waitFor();
  return section;
};
