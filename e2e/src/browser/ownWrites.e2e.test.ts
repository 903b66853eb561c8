import { it } from "vitest";
import { ACCOUNT_TEXTS, ROSTER_TEXTS } from "@wellbeing/domain";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@wellbeing/scripts";
import { ApiClient } from "@wellbeing/testkit/apiClient";
import { browserSuite } from "@wellbeing/testkit/browserSuite";
import { logIn } from "@wellbeing/testkit/logIn";
import { inDays, onlineSessionForm } from "@wellbeing/testkit/sessionCast";

// A person's own fresh write is on their next screen, even while the read side lags: the projector
// is paused around each write here, and the reads wait for it rather than answer without the write.

const suite = browserSuite();

/** Lets the read that was just asked reach the server and start waiting, then starts the projector again. */
const resumeProjectorSoon = async () => {
  await new Promise((resolve) => setTimeout(resolve, 300));
  await suite.system.projector.resume();
};

it("a participant registers, reloads at once and sees the registration", async () => {
  const trainer = new ApiClient(suite.system.url);
  const { userId } = await trainer.logIn(DEMO_ACCOUNTS.trainer, DEMO_PASSWORD);
  const created = await trainer.post(
    "/api/add-session",
    onlineSessionForm(userId, {
      dates: [{ sessionDate: inDays(40), startTime: "10:00", endTime: "12:00" }],
      meetingLink: "https://zoom.us/j/1717",
      modules: ["2"],
    }),
  );
  const { shortId } = created.body as { shortId: string };

  const context = await suite.browser.newContext({ baseURL: suite.system.url, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await logIn(page, DEMO_ACCOUNTS.participant, { path: `/participant-login?source=registration&shortId=${shortId}` });
  await page.waitForURL(`**/register/${shortId}`);
  await page.getByText(ROSTER_TEXTS.termsLabel).click();
  await page.getByText(ROSTER_TEXTS.attendanceLabel).click();

  await suite.system.projector.pause();
  try {
    await page.getByRole("button", { name: "Register" }).click();
    await page.getByRole("heading", { name: ROSTER_TEXTS.registered }).waitFor();
    await page.reload({ waitUntil: "commit" });
    await resumeProjectorSoon();
  } finally {
    await suite.system.projector.resume();
  }
  await page.getByRole("heading", { name: ROSTER_TEXTS.alreadyRegistered }).waitFor();
  await context.close();
});

it("a person changes their name and opens a new tab: the header has the new name", async () => {
  const context = await suite.browser.newContext({ baseURL: suite.system.url, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await logIn(page, DEMO_ACCOUNTS.trainer);
  await page.waitForURL("**/dashboard");
  await page.goto("/my-account");
  await page.getByLabel("Full name").fill("Tara Tabbed");

  await suite.system.projector.pause();
  try {
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.getByText(ACCOUNT_TEXTS.detailsSaved).waitFor();
    const tab = await context.newPage();
    await tab.goto("/dashboard");
    await tab.locator(".navbar-user-name", { hasText: "Tara Tabbed" }).waitFor();
  } finally {
    await suite.system.projector.resume();
  }
  await context.close();
});
