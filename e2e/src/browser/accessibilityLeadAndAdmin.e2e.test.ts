import { it } from "vitest";
import { DEMO_ACCOUNTS } from "@wellbeing/scripts";
import * as walk from "@wellbeing/testkit/accessibilityWalk";

// Issue 11 (WCAG 2.2 AA): axe over every local lead and admin screen of §2, in English and in Welsh (testkit's accessibilityWalk).

const { world, loggedIn } = walk.walkSuite();

it("every local lead screen passes axe in English and in Welsh", walk.WALK, async () => {
  const { context, page } = await loggedIn(DEMO_ACCOUNTS.lead, "/dashboard");
  await walk.walkInBothLanguages(page, [
    walk.screen(() => "/dashboard"),
    walk.screen(() => "/group-sessions"),
    walk.screen(() => `/trainer-sessions/${world.ids.trainer}`),
    walk.screen(() => "/trainers"),
    walk.dialogFrom(
      () => "/trainers",
      "details",
      (on) => on.locator("main table button").first().click(),
    ),
    walk.alertFrom(
      () => "/trainers",
      "remove confirmation",
      (on) => on.locator("main table a[role=button]:not([aria-disabled=true]):has([data-icon=trash])").first().click(),
    ),
    walk.alertFrom(
      () => "/add-trainer",
      "outcome",
      async (on) => {
        await on.locator("#add-trainer-name").fill("Demo Trainer");
        await on.locator("#add-trainer-email").fill(DEMO_ACCOUNTS.trainer);
        await on.locator("main button[type=submit]").click();
      },
    ),
    walk.popoverFrom(
      () => "/create-session",
      "trainers",
      (on) => on.locator("#session-trainer-1").click(),
    ),
    walk.screen(() => "/group-results/C5"),
  ]);
  await context.close();
});

it("every admin screen passes axe in English and in Welsh", walk.WALK, async () => {
  const { context, page } = await loggedIn(DEMO_ACCOUNTS.admin, "/dashboard");
  await walk.walkInBothLanguages(page, [
    walk.screen(() => "/dashboard"),
    walk.screen(() => "/all-sessions"),
    walk.popoverFrom(
      () => "/all-sessions",
      "local lead filter",
      (on) => on.locator("#filter-local-leads").click(),
    ),
    walk.screen(() => "/trainer-sessions"),
    walk.screen(() => "/participants"),
    walk.screen(() => "/trainers"),
    walk.openedFrom(
      walk.dialogFrom(
        () => "/trainers",
        "details",
        (on) => on.locator("main table button").first().click(),
      ),
      "archive confirmation",
      "alert",
      (on) => on.locator(".bp6-dialog-footer a[role=button]:has([data-icon=archive])").click(),
    ),
    walk.screen(() => "/add-user"),
    walk.popoverFrom(
      () => "/add-user",
      "local authorities",
      (on) => on.locator("#add-user-local-authorities").click(),
    ),
  ]);
  await context.close();
});
