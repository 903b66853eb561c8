import type { Page } from "playwright-core";

/** Screens are photographed when SCREENSHOT_DIR is set (to look at them; they are not committed). */
export const shoot = async (page: Page, name: string) => {
  if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/${name}.png`, fullPage: true });
};
