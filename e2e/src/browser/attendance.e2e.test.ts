import { expect, it } from "vitest";
import { en, type RegisterAnswer } from "@wellbeing/domain";
import { cy } from "@wellbeing/domain/i18n/cy";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@wellbeing/scripts";
import { signUpParticipant, STRONG_PASSWORD } from "@wellbeing/testkit/accountHelpers";
import { ApiClient } from "@wellbeing/testkit/apiClient";
import { checkInPathOf, sessionTodayForm, todayInTheUk } from "@wellbeing/testkit/attendance";
import { browserSuite } from "@wellbeing/testkit/browserSuite";
import { logIn, submitLogIn } from "@wellbeing/testkit/logIn";
import { openSection } from "@wellbeing/testkit/manageSession";
import { PHONE, expectNoSidewaysScroll } from "@wellbeing/testkit/phone";
import { shoot } from "@wellbeing/testkit/screenshots";
import { createSession, registerFor } from "@wellbeing/testkit/sessionCast";

// The register on a phone (issue 29): the trainer shows the check-in code, a participant checks in by
// its link and the trainer's register follows live; ticks made offline arrive once the phone is back.

const suite = browserSuite();
const texts = en.attendance;

const staffPhone = async () => {
  const context = await suite.browser.newContext({ baseURL: suite.system.url, viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await logIn(page, DEMO_ACCOUNTS.trainer);
  await page.waitForURL("**/dashboard");
  return { context, page };
};

const aSessionToday = async (people: ReadonlyArray<{ name: string; email: string }>) => {
  const trainer = new ApiClient(suite.system.url);
  const { userId } = await trainer.logIn(DEMO_ACCOUNTS.trainer, DEMO_PASSWORD);
  const session = await createSession(trainer, sessionTodayForm(userId));
  for (const person of people) {
    const { client } = await signUpParticipant(suite.system.url, person.name, person.email);
    expect((await registerFor(client, session.id, person.email)).status).toBe(200);
  }
  return { trainer, session };
};

const rowOf = (page: import("playwright-core").Page, name: string) => page.locator(".register-row", { hasText: name });

it("on a phone, the trainer opens the register, a participant checks in by the QR code's link, and the trainer's register shows it without a reload", async () => {
  const { trainer, session } = await aSessionToday([{ name: "Quinn Scanner", email: "quinn.scanner@example.net" }]);
  const { context, page } = await staffPhone();
  await page.goto(`/session-details/${session.id}`);
  const quinn = rowOf(page, "Quinn Scanner");
  await quinn.waitFor();
  await page.getByRole("img", { name: /QR/ }).waitFor();
  await expect(quinn.getByRole("button", { name: `${texts.attended}: Quinn Scanner` }).getAttribute("aria-pressed")).resolves.toBe("false");
  await expectNoSidewaysScroll(page);
  await shoot(page, "attendance-register-phone-en");

  // The participant opens the link the QR code holds, logged out: they log in on the spot and are checked in.
  const path = await checkInPathOf(trainer, session.id);
  const participant = await suite.browser.newContext({ baseURL: suite.system.url, viewport: PHONE, isMobile: true, hasTouch: true });
  const phone = await participant.newPage();
  await phone.goto(path);
  await phone.getByText(texts.logInToCheckIn).waitFor();
  await shoot(phone, "attendance-check-in-logged-out-en");
  await phone.getByRole("button", { name: "Log in" }).click();
  await submitLogIn(phone, "quinn.scanner@example.net", STRONG_PASSWORD);
  await phone.waitForURL(`**${path}`);
  await phone.getByText(texts.checkedIn.replace("{date}", todayInTheUk().split("-").reverse().join("/"))).waitFor();
  await expectNoSidewaysScroll(phone);
  await shoot(phone, "attendance-check-in-done-en");

  // The trainer's screen follows by itself.
  await expect.poll(() => quinn.getByRole("button", { name: `${texts.attended}: Quinn Scanner` }).getAttribute("aria-pressed")).toBe("true");
  await page.getByText(texts.summary.replace("{attended}", "1").replace("{noShows}", "0").replace("{open}", "0")).waitFor();
  await shoot(page, "attendance-register-live-en");
  await participant.close();
  await context.close();
});

it("on a phone with no signal, the trainer's ticks wait on the phone, and once it is back online each arrives once", async () => {
  const { trainer, session } = await aSessionToday([
    { name: "Owen Offline", email: "owen.offline@example.net" },
    { name: "Nia Noshow", email: "nia.noshow@example.net" },
  ]);
  const { context, page } = await staffPhone();
  await page.goto(`/session-details/${session.id}`);
  await rowOf(page, "Nia Noshow").waitFor();
  // No register taken yet: Get Feedback counts the registered, and says so (issue 29).
  const feedback = await openSection(page, "Get Feedback");
  await feedback.getByText("Responses: 0 out of 2 attendees").first().waitFor();
  await feedback.getByText(en.sessionResults.attendeesRegistered).first().waitFor();

  await context.setOffline(true);
  await page.getByRole("button", { name: `${texts.attended}: Owen Offline` }).click();
  await page.getByRole("button", { name: `${texts.noShow}: Nia Noshow` }).click();
  await page.getByText(texts.offline).waitFor();
  await page.getByText("2 ticks waiting to be sent").waitFor();
  await shoot(page, "attendance-register-offline-en");

  await context.setOffline(false);
  await page.getByText("2 ticks waiting to be sent").waitFor({ state: "detached" });
  await expect
    .poll(async () =>
      (await trainer.get(`/api/sessions/${session.id}/register`)).body.attendees.map((row: { marks: Record<string, string> }) => row.marks[todayInTheUk()]),
    )
    .toEqual(["attended", "noShow"]);
  // Once taken, over who came: Owen alone, and the note is gone.
  await feedback.getByText("Responses: 0 out of 1 attendee").first().waitFor();
  await expect.poll(() => feedback.getByText(en.sessionResults.attendeesRegistered).count()).toBe(0);
  await shoot(page, "attendance-get-feedback-over-who-came-en");
  // Reloading sends nothing again: the queue is empty, and the server recorded each tick once.
  await page.reload();
  await rowOf(page, "Owen Offline").waitFor();
  const register = await suite.system.store.readStream(`register-${session.id}`);
  expect(register.map((event) => event.type)).toEqual(["AttendanceRecorded", "NoShowRecorded"]);

  // A no-show's place can be released from their row.
  await rowOf(page, "Nia Noshow").getByRole("button", { name: texts.releasePlace }).waitFor();
  await context.close();
});

it("the register, its QR code and the check-in page read well at desktop width and in Welsh", async () => {
  const { session } = await aSessionToday([{ name: "Wyn Welsh", email: "wyn.welsh@example.net" }]);
  const context = await suite.browser.newContext({ baseURL: suite.system.url, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await logIn(page, DEMO_ACCOUNTS.trainer);
  await page.waitForURL("**/dashboard");
  await page.goto(`/session-details/${session.id}`);
  await rowOf(page, "Wyn Welsh").waitFor();
  await shoot(page, "attendance-register-desktop-en");
  // Get Feedback counts the registered while no register was taken, and says so, in both languages.
  const feedback = await openSection(page, "Get Feedback");
  await feedback.getByText(en.sessionResults.attendeesRegistered).first().waitFor();
  await page.getByRole("button", { name: "Cymraeg" }).click();
  await page.getByText("Cofrestr presenoldeb").first().waitFor();
  await page.getByText(cy.sessionResults.attendeesRegistered).first().waitFor();
  await shoot(page, "attendance-register-desktop-cy");
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);
  await shoot(page, "attendance-register-phone-cy");
  await page.goto("/check-in/not-a-real.token");
  await page.getByText("Rydych chi wedi mewngofnodi fel").waitFor();
  await shoot(page, "attendance-check-in-staff-cy");
  await context.close();
});

it("on one shared phone, the next person to log in and open the same check-in link is checked in themself, not shown the last one's answer", async () => {
  const { trainer, session } = await aSessionToday([
    { name: "Ffion First", email: "ffion.first@example.net" },
    { name: "Sion Second", email: "sion.second@example.net" },
  ]);
  const path = await checkInPathOf(trainer, session.id);
  const context = await suite.browser.newContext({ baseURL: suite.system.url });
  const page = await context.newPage();
  const checkedIn = texts.checkedIn.replace("{date}", todayInTheUk().split("-").reverse().join("/"));
  for (const email of ["ffion.first@example.net", "sion.second@example.net"]) {
    await page.goto(path);
    await page.getByRole("button", { name: "Log in" }).click();
    await submitLogIn(page, email, STRONG_PASSWORD);
    await page.waitForURL(`**${path}`);
    await page.getByText(checkedIn).waitFor();
    await page.getByRole("menu", { name: "Main menu" }).getByRole("menuitem", { name: "Log out" }).click();
    await page.waitForURL("**/participant-login");
  }
  // Each check-in reached the register: both are marked as come today.
  await expect
    .poll(async () => {
      const register = (await trainer.get(`/api/sessions/${session.id}/register`)).body as RegisterAnswer;
      return register.attendees.map((attendee) => `${attendee.name}: ${attendee.marks[todayInTheUk()] ?? "none"}`).sort();
    })
    .toEqual(["Ffion First: attended", "Sion Second: attended"]);
  await context.close();
});
