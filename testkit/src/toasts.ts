import { expect } from "vitest";
import type { Page } from "playwright-core";

/**
 * Closes every toast on the page and waits until none is left: a test that next reads a toast then reads
 * the one its step shows, never an earlier one still on screen with the same words. The buttons are
 * pressed in the page in one go, so a toast timing out meanwhile is no race.
 */
export const closeToasts = async (page: Page): Promise<void> => {
  await page.locator(".bp6-toast button").evaluateAll((buttons) => buttons.forEach((button) => (button as unknown as { click: () => void }).click()));
  await expect.poll(() => page.locator(".bp6-toast").count()).toBe(0);
};
