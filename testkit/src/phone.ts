import type { Page } from "playwright-core";
import { expect } from "vitest";

/** A phone's screen, as the journeys are tested at (390 px wide). */
export const PHONE = { width: 390, height: 844 };

/** Nothing on the page is wider than its window: no sideways scrolling. */
export const expectNoSidewaysScroll = async (page: Page): Promise<void> => {
  const width = page.viewportSize()?.width ?? PHONE.width;
  expect(await page.evaluate<number>("document.documentElement.scrollWidth")).toBeLessThanOrEqual(width);
};
