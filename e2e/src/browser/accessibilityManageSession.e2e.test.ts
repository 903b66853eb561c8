import { it } from "vitest";
import { DEMO_ACCOUNTS } from "@wellbeing/scripts";
import * as walk from "@wellbeing/testkit/accessibilityWalk";

// Issue 11 (WCAG 2.2 AA): axe over every view of the Manage Session drawer (§2.10), in English and in Welsh (testkit's accessibilityWalk).

const { world, loggedIn } = walk.walkSuite();

it("every view of the Manage Session drawer, and what each opens, passes axe in English and in Welsh", walk.WALK, async () => {
  const { context, page } = await loggedIn(DEMO_ACCOUNTS.trainer, "/dashboard");
  await walk.walkInBothLanguages(page, [], { drawersOf: world.session.id });
  await context.close();
});
