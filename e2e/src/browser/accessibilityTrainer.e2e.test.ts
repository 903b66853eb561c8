import { it } from "vitest";
import { DEMO_ACCOUNTS } from "@wellbeing/scripts";
import * as walk from "@wellbeing/testkit/accessibilityWalk";

// Issue 11 (WCAG 2.2 AA): axe over every trainer screen of §2, in English and in Welsh (testkit's accessibilityWalk).

const { world, loggedIn } = walk.walkSuite();

it("every trainer screen passes axe in English and in Welsh", walk.WALK, async () => {
  const { context, page } = await loggedIn(DEMO_ACCOUNTS.trainer, "/dashboard");
  const manage = () => `/session-details/${world.session.id}`;
  const exportDialog = walk.dialogFrom(
    () => "/my-sessions",
    "export",
    (on) => walk.buttonWithIcon(on, "export").click(),
  );
  await walk.walkInBothLanguages(page, [
    walk.screen(() => "/dashboard"),
    walk.screen(() => "/create-session"),
    walk.popoverFrom(
      () => "/create-session",
      "date picker",
      (on) => on.locator("#session-date-0").click(),
    ),
    walk.popoverFrom(
      () => "/create-session",
      "modules",
      async (on) => {
        await on.locator("#session-course").selectOption({ index: 1 });
        await on.locator("#session-modules").click();
      },
    ),
    walk.screen(() => `/session-created/${world.session.id}`),
    walk.screen(manage),
    walk.firstSectionFolded(manage),
    walk.alertFrom(manage, "delete confirmation", (on) => walk.buttonWithIcon(on, "trash").click()),
    walk.popoverFrom(manage, "about an evaluation link", async (on) => {
      await walk.openEverySection(on);
      await on.locator(".survey-link-title button").first().click();
    }),
    walk.screen(() => `/session-edit/${world.session.id}`),
    walk.dialogFrom(
      () => `/session-edit/${world.session.id}`,
      "saved",
      (on) => on.locator("main button[type=submit]").click(),
    ),
    walk.screen(() => `/print/${world.session.id}`),
    walk.screen(() => "/my-sessions"),
    exportDialog,
    walk.openedFrom(exportDialog, "date picker", "popover", (on) => on.locator("#export-from").click()),
    walk.screen(() => "/add-trainer"),
    walk.screen(() => `/remove/${world.ids.lead}/${world.ids.trainer}`),
    walk.screen(() => "/my-account"),
    walk.screen(() => "/change-password"),
    walk.screen(() => "/how-it-works"),
    walk.screen(() => "/trainer-advice"),
    walk.screen(() => "/choose-course"),
    walk.screen(() => "/trainer-results"),
    walk.screen(() => `/survey/${world.session.id}/pre-course/results`),
    walk.screen(() => "/certified-trainer"),
    walk.screen(() => "/trainer/trainer-thank-you"),
  ]);
  await context.close();
});
