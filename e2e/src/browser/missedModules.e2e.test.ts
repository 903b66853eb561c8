import { expect, it } from "vitest";
import { SESSION_LIST_TEXTS } from "@wellbeing/domain";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@wellbeing/scripts";
import { signUpParticipant } from "@wellbeing/testkit/accountHelpers";
import { ApiClient } from "@wellbeing/testkit/apiClient";
import { browserSuite } from "@wellbeing/testkit/browserSuite";
import { logIn } from "@wellbeing/testkit/logIn";
import { shoot } from "@wellbeing/testkit/screenshots";
import { createSession, inDays, registerFor, sessionForm } from "@wellbeing/testkit/sessionCast";

const suite = browserSuite();

it("Manage Session warns of attendees who missed the previous module, counts them live and lists their addresses; the list shows its icon", async () => {
  const trainer = new ApiClient(suite.system.url);
  const { userId: trainerId } = await trainer.logIn(DEMO_ACCOUNTS.trainer, DEMO_PASSWORD);
  const module2 = await createSession(
    trainer,
    sessionForm(trainerId, { modules: ["2"], dates: [{ sessionDate: inDays(30), startTime: "10:00", endTime: "12:00" }] }),
  );
  const first = await signUpParticipant(suite.system.url, "Skip One", "skip.one@example.net");
  expect((await registerFor(first.client, module2.id, "skip.one@example.net")).status).toBe(200);

  const context = await suite.browser.newContext({ baseURL: suite.system.url, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await logIn(page, DEMO_ACCOUNTS.trainer);
  await page.waitForURL("**/dashboard");
  await page.goto(`/session-details/${module2.id}`);
  const banner = page.locator(".missed-module-warning");
  await banner.getByText("1 attendee has not completed the previous module of this course.").waitFor();

  // Another attendee without Module 1 registers while the screen is open: the count follows.
  const second = await signUpParticipant(suite.system.url, "Skip Two", "skip.two@example.net");
  expect((await registerFor(second.client, module2.id, "skip.two@example.net")).status).toBe(200);
  await banner.getByText("2 attendees have not completed the previous module of this course.").waitFor();
  await banner.getByRole("button", { name: "View participants" }).click();
  await expect(banner.getByRole("link", { name: "skip.two@example.net" }).getAttribute("href")).resolves.toBe("mailto:skip.two@example.net");
  await shoot(page, "missed-module-banner");

  await page.goto("/my-sessions");
  const row = page.getByRole("row").filter({ has: page.locator(`a[href$="/session-details/${module2.id}"]`) });
  const icon = row.getByRole("img", { name: SESSION_LIST_TEXTS.missedEarlierModules });
  await icon.waitFor();
  await icon.focus();
  await page.locator(".bp6-tooltip", { hasText: SESSION_LIST_TEXTS.missedEarlierModules }).waitFor();
  await shoot(page, "missed-module-list");
  await context.close();
});
