import { expect, it } from "vitest";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@wellbeing/scripts";
import { signUpParticipant, STRONG_PASSWORD } from "@wellbeing/testkit/accountHelpers";
import { ApiClient } from "@wellbeing/testkit/apiClient";
import { recordAttendeeEvaluationOf } from "@wellbeing/testkit/attendeeEvaluations";
import { expectAccessible } from "@wellbeing/testkit/axe";
import { browserSuite } from "@wellbeing/testkit/browserSuite";
import { logIn } from "@wellbeing/testkit/logIn";
import { shoot } from "@wellbeing/testkit/screenshots";
import { createSession, registerFor, sessionForm } from "@wellbeing/testkit/sessionCast";

// The materials of §2.14, gated as §6 says: a registered participant sees their documents locked, completes
// an evaluation, and the documents open on the screen they are looking at.

const suite = browserSuite();

const newContext = () => suite.browser.newContext({ baseURL: suite.system.url, viewport: { width: 1280, height: 900 } });

/** Logs a participant in from the participant log-in page, in Welsh. */
const logInInWelsh = async (page: import("playwright-core").Page, email: string) => {
  await page.goto("/participant-login");
  await page.getByRole("button", { name: "Cymraeg" }).click();
  await page.getByLabel("E-bost", { exact: true }).fill(email);
  await page.getByLabel("Cyfrinair", { exact: true }).fill(STRONG_PASSWORD);
  await page.getByRole("button", { name: "Mewngofnodi" }).click();
  await page.waitForURL("**/participant-dashboard");
};

it("a registered participant sees the pre- and post-session documents locked, and they open, live, as the evaluations are recorded (in Welsh)", async () => {
  const trainer = new ApiClient(suite.system.url);
  const { userId: trainerId } = await trainer.logIn(DEMO_ACCOUNTS.trainer, DEMO_PASSWORD);
  const session = await createSession(trainer, sessionForm(trainerId, { modules: ["1", "2"], capacity: 20 }));
  const nia = await signUpParticipant(suite.system.url, "Nia Materials", "nia.materials@example.net");
  expect((await registerFor(nia.client, session.id, "nia.materials@example.net")).status).toBe(200);

  const context = await newContext();
  const page = await context.newPage();
  await logInInWelsh(page, "nia.materials@example.net");

  // The menu's Materials goes to the course picker, which goes straight on to her only course.
  await page.getByRole("menuitem", { name: "Deunyddiau" }).click();
  await page.waitForURL("**/participant/materials/C5");
  await page.getByRole("heading", { name: "Deunyddiau: Cwrs safonol" }).waitFor();
  const module1 = page.getByRole("region", { name: "Modiwl 1" });
  const module2 = page.getByRole("region", { name: "Modiwl 2" });
  await module1.getByText("Cwblhewch y gwerthusiad cyn y cwrs i agor y ddogfen hon.").waitFor();
  expect(await module1.getByText("Ar glo").count()).toBe(2);
  expect(await module2.getByText("Ar glo").count()).toBe(2);
  await expect(module1.getByText("Bydd yn agor pan fyddwch chi wedi cwblhau'r gwerthusiad ar ôl y sesiwn", { exact: false }).count()).resolves.toBe(1);
  expect(await page.getByRole("button", { name: "Lawrlwytho", exact: false }).count()).toBe(0);
  const preCourse = module1.getByRole("button", { name: "Cwblhewch y gwerthusiad cyn y cwrs" });
  await expect(preCourse.getAttribute("href")).resolves.toBe(`/survey/${session.shortId}/pre-course`);
  await expectAccessible(page, "materials, locked, in Welsh");
  await shoot(page, "materials-locked-cy");

  // The pre-course evaluation is recorded (as the survey's submission records it): the pre-session guides open on screen.
  await recordAttendeeEvaluationOf(suite.system, session.id, { participantId: nia.userId, email: "nia.materials@example.net" }, "pre-course");
  const guide1 = module1.getByRole("button", { name: "Lawrlwytho Canllaw i gyfranogwyr, Modiwl 1", exact: true });
  await guide1.waitFor();
  await module2.getByRole("button", { name: "Lawrlwytho Canllaw i gyfranogwyr, Modiwl 2", exact: true }).waitFor();
  await expect(preCourse.count()).resolves.toBe(0);
  expect(await module1.getByText("Ar glo").count()).toBe(1);
  const href = await guide1.getAttribute("href");
  expect(href).toBe("/api/participant/materials/C5/documents/module-1-participant-guide?language=cy");
  const file = await context.request.get(href!);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toBe("application/pdf");
  expect((await file.body()).subarray(0, 5).toString()).toBe("%PDF-");
  await expect(module1.getByRole("link", { name: "Fersiwn Saesneg: Canllaw i gyfranogwyr, Modiwl 1" }).getAttribute("href")).resolves.toBe(
    "/api/participant/materials/C5/documents/module-1-participant-guide?language=en",
  );
  // The workbook is still locked, by its address too.
  expect((await context.request.get("/api/participant/materials/C5/documents/module-1-workbook?language=cy")).status()).toBe(403);

  // The post-session evaluation is recorded: the workbooks open as well.
  await recordAttendeeEvaluationOf(suite.system, session.id, { participantId: nia.userId, email: "nia.materials@example.net" }, "post");
  await module2.getByRole("button", { name: "Lawrlwytho Llyfr gwaith cyfranogwyr, Modiwl 2", exact: true }).waitFor();
  await module1.getByRole("button", { name: "Lawrlwytho Llyfr gwaith cyfranogwyr, Modiwl 1", exact: true }).waitFor();
  expect(await page.getByText("Ar glo").count()).toBe(0);
  expect((await context.request.get("/api/participant/materials/C5/documents/module-1-workbook?language=cy")).status()).toBe(200);
  await expectAccessible(page, "materials, open, in Welsh");
  await shoot(page, "materials-open-cy");
  await context.close();
});

it("a participant of two courses picks one; one of none is told there are no materials to show", async () => {
  const trainer = new ApiClient(suite.system.url);
  const { userId: trainerId } = await trainer.logIn(DEMO_ACCOUNTS.trainer, DEMO_PASSWORD);
  const standard = await createSession(trainer, sessionForm(trainerId, { modules: ["1"] }));
  const youngPeople = await createSession(trainer, sessionForm(trainerId, { course: "YOUNG_PEOPLE", modules: ["2"] }));
  const owen = await signUpParticipant(suite.system.url, "Owen Twocourses", "owen.two@example.net");
  expect((await registerFor(owen.client, standard.id, "owen.two@example.net")).status).toBe(200);
  expect((await registerFor(owen.client, youngPeople.id, "owen.two@example.net")).status).toBe(200);
  await signUpParticipant(suite.system.url, "Nel Nocourse", "nel.none@example.net");

  const context = await newContext();
  const page = await context.newPage();
  await logIn(page, "owen.two@example.net", { path: "/participant-login", password: STRONG_PASSWORD });
  await page.waitForURL("**/participant-dashboard");
  await page.getByRole("menuitem", { name: "Materials" }).click();
  await page.getByText("You have sessions on more than one course. Choose one to see its materials.").waitFor();
  await expectAccessible(page, "materials course picker");
  const youngPeopleCard = page.locator(".material-course", { hasText: "Young people's course" });
  await youngPeopleCard.getByRole("button", { name: "See materials" }).click();
  await page.waitForURL("**/participant/materials/YOUNG_PEOPLE");
  await page.getByRole("region", { name: "Module 2" }).getByText("Participant workbook").waitFor();
  expect(await page.getByRole("region").count()).toBe(1);
  await context.close();

  const empty = await newContext();
  const emptyPage = await empty.newPage();
  await logIn(emptyPage, "nel.none@example.net", { path: "/participant-login", password: STRONG_PASSWORD });
  await emptyPage.waitForURL("**/participant-dashboard");
  await emptyPage.goto("/choose-course-materials");
  await emptyPage.getByRole("heading", { name: "No materials to show" }).waitFor();
  await emptyPage.goto("/participant/materials/C5");
  await emptyPage.getByRole("heading", { name: "No materials to show" }).waitFor();
  await empty.close();
});

it("a materials address naming no course is the 404 page, in Welsh, and the materials are not asked for", async () => {
  await signUpParticipant(suite.system.url, "Ifan Typo", "ifan.typo@example.net");
  const context = await newContext();
  const page = await context.newPage();
  await logInInWelsh(page, "ifan.typo@example.net");
  const asked: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/participant/materials")) asked.push(request.url());
  });
  await page.goto("/participant/materials/C6");
  await page.getByRole("heading", { name: "404" }).waitFor();
  await page.getByRole("button", { name: "Yn ôl i'r hafan" }).waitFor();
  expect(asked).toEqual([]);
  await context.close();
});
