import { chromium, type Browser, type Page } from "playwright-core";
import { TAKEN_OVER_ATTRIBUTE } from "../../web/src/app/prerendered";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium";

/** Chromium (chromium.ts), headless, with the flags this sandboxed machine needs. */
export const launchBrowser = (): Promise<Browser> => chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_FLAGS] });

/**
 * Waits until the app has taken the page over (web/src/app/MarkTakenOver.tsx): a page the server drew is on screen
 * before, but its buttons answer only from then on (its links, and the language switch, work before).
 */
export const untilTakenOver = (page: Page): Promise<void> => page.locator(`#root[${TAKEN_OVER_ATTRIBUTE}]`).waitFor({ state: "attached" });
