import { it } from "vitest";
import { DEMO_ACCOUNTS } from "@wellbeing/scripts";
import * as walk from "@wellbeing/testkit/accessibilityWalk";

// Issue 11 (WCAG 2.2 AA): axe over every public and participant screen of §2, in English and in Welsh (testkit's accessibilityWalk).

const { world, newContext, loggedIn } = walk.walkSuite();

it("every public screen passes axe in English and in Welsh", walk.WALK, async () => {
  const context = await newContext();
  const page = await context.newPage();
  await walk.walkInBothLanguages(page, [
    walk.screen(() => "/"),
    walk.screen(() => "/login"),
    walk.screen(() => "/participant-login"),
    walk.screen(() => "/participant/signup"),
    walk.screen(() => "/forget-password"),
    walk.screen(() => `/reset-password/${walk.UNKNOWN_TOKEN}`),
    walk.screen(() => `/verify-email/${walk.UNKNOWN_TOKEN}`),
    walk.screen(() => "/course-schedule"),
    walk.tooltipFrom(
      () => "/course-schedule",
      "funding notice",
      (on) => on.locator(".funders-tooltip").hover(),
    ),
    walk.screen(() => `/register/${world.session.shortId}`),
    walk.screen(() => `/available-sessions/${world.ids.trainer}`),
    walk.screen(() => `/survey/${world.session.shortId}/pre-course`),
    walk.screen(() => "/unauthorized"),
    walk.screen(() => "/404err"),
    walk.screen(() => "/500err"),
    walk.screen(() => "/no/such/page"),
    walk.screen(() => "/verify/ABCD-EFGH-JKMN"),
    walk.screen(() => "/verify"),
    walk.openedFrom(walk.crashed("/terms", "TermsPage"), "report feedback", "dialog", (on) => walk.buttonWithIcon(on, "annotation").click()),
  ]);
  await context.close();
});

it("every participant screen passes axe in English and in Welsh", walk.WALK, async () => {
  const { context, page } = await loggedIn(DEMO_ACCOUNTS.participant, "/participant-dashboard", "/participant-login");
  const details = () => `/participant-session-details/${world.session.id}`;
  await walk.walkInBothLanguages(page, [
    walk.screen(() => "/participant-dashboard"),
    walk.screen(details),
    walk.dialogFrom(details, "removal request", (on) => walk.buttonWithIcon(on, "log-out").click()),
    walk.screen(() => `/register/${world.session.shortId}`),
    walk.screen(() => "/course-schedule"),
    walk.screen(() => "/my-account"),
    walk.alertFrom(
      () => "/my-account",
      "delete account confirmation",
      (on) => walk.buttonWithIcon(on, "trash").click(),
    ),
    walk.screen(() => "/change-password"),
    walk.tooltipFrom(
      () => "/change-password",
      "show password",
      (on) => on.locator("main .bp6-input-action button").first().hover(),
    ),
    walk.screen(() => "/participant/progress"),
    walk.screen(() => "/participant-sessions-list"),
    walk.screen(() => "/participant/materials/C5"),
    walk.screen(() => "/choose-course-materials"),
    walk.screen(() => "/ttt-signup"),
    walk.screen(() => `/certificate/${world.session.id}?module=1`),
  ]);
  await context.close();
});
