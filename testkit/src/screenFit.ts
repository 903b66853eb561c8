import type { Page } from "playwright-core";

// Run in the page, as text: the testkit workspace has no DOM types.
const OUTSIDE_THE_SCREEN = `(() => {
  const width = window.innerWidth;
  const found = [];
  const named = (element) => element.tagName.toLowerCase() + ' "' + (element.textContent || "").trim().slice(0, 40) + '"';
  if (document.documentElement.scrollWidth > width) found.push("the page is " + document.documentElement.scrollWidth + " px wide");
  const selector = "label, input, select, textarea, button, a, th, td, p, h1, h2, h3, h4, h5, .bp6-control-indicator";
  for (const element of document.querySelectorAll("main " + selector.split(", ").join(", main ") + ", .bp6-dialog " + selector.split(", ").join(", .bp6-dialog "))) {
    const box = element.getBoundingClientRect();
    // Screen-reader-only texts are 1 px boxes; elements not shown have none.
    if (box.width <= 1 || box.height <= 1) continue;
    // A text cut short by its own box (an ellipsis) is as unread as one past the screen's edge.
    if (element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX === "hidden") found.push(named(element) + " is cut short");
    if (box.left < -0.5 || box.right > width + 0.5) found.push(named(element) + " spans " + Math.round(box.left) + "–" + Math.round(box.right));
  }
  return found;
})()`;

/**
 * What sticks out of the screen sideways (a phone's, say): the page scrolling wider than the window,
 * and every visible control, label and text of the main content or an open dialog whose box leaves
 * the window or is cut short by its own box. axe does not see these.
 */
export const outsideTheScreen = async (page: Page) => (await page.evaluate(OUTSIDE_THE_SCREEN)) as string[];
