import { expect, it } from "vitest";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@wellbeing/scripts";
import { ApiClient } from "@wellbeing/testkit/apiClient";
import { browserSuite } from "@wellbeing/testkit/browserSuite";
import { logIn } from "@wellbeing/testkit/logIn";
import { createSession, sessionForm } from "@wellbeing/testkit/sessionCast";

const suite = browserSuite();

/** A new visitor on a log in page who chose Cymraeg there. */
const logInPageInWelsh = async (path: string, heading: string) => {
  const context = await suite.browser.newContext({ baseURL: suite.system.url, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(path);
  await page.getByRole("button", { name: "Cymraeg" }).click();
  await page.getByRole("heading", { name: heading }).waitFor();
  return { context, page };
};

it("a visitor switches to Welsh on the welcome page, stays Welsh after reloading, logs in and sees Welsh menus and refusals", async () => {
  const context = await suite.browser.newContext({ baseURL: suite.system.url, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto("/");
  await page.locator("html[lang=en-GB]").waitFor({ state: "attached" });

  await page.getByRole("button", { name: "Cymraeg" }).click();
  await page.locator("html[lang=cy]").waitFor({ state: "attached" });
  await page.getByRole("link", { name: "Hyfforddiant llesiant" }).waitFor();
  await page.getByRole("heading", { name: "Croeso" }).waitFor();

  await page.goto("/login");
  await page.getByRole("heading", { name: "Mewngofnodi" }).waitFor();
  await page.reload();
  await page.locator("html[lang=cy]").waitFor({ state: "attached" });
  await page.getByRole("heading", { name: "Mewngofnodi" }).waitFor();

  // The form's own checks speak Welsh too.
  await page.getByRole("button", { name: "Mewngofnodi" }).click();
  await page.getByText("Mae'r maes hwn yn ofynnol").first().waitFor();

  // The server reads the same choice: a wrong password is refused in Welsh.
  await page.getByLabel("E-bost", { exact: true }).fill(DEMO_ACCOUNTS.trainer);
  await page.getByLabel("Cyfrinair", { exact: true }).fill("Wrong!pass1");
  await page.getByRole("button", { name: "Mewngofnodi" }).click();
  await page.getByText("Cyfeiriad e-bost neu gyfrinair annilys").waitFor();

  await page.getByLabel("Cyfrinair", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Mewngofnodi" }).click();
  const menu = page.getByRole("menu", { name: "Prif ddewislen" });
  for (const entry of ["Hafan", "Creu sesiwn newydd", "Sesiynau", "Allgofnodi"]) await menu.getByText(entry, { exact: true }).waitFor();

  await page.reload();
  await page.locator("html[lang=cy]").waitFor({ state: "attached" });
  await menu.getByText("Hafan", { exact: true }).waitFor();

  await page.getByRole("button", { name: "English" }).click();
  await page.locator("html[lang=en-GB]").waitFor({ state: "attached" });
  await page.getByRole("menu", { name: "Main menu" }).getByText("Home", { exact: true }).waitFor();
  // A cookie the page writes reaches the browser's store (what context.cookies() reads) a moment later: wait for it.
  await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === "wb_lang")?.value).toBe("en");
  await context.close();
});

it("with Cymraeg chosen, a log in that gets no answer at all is told so in Welsh (words the web gives itself)", async () => {
  const { context, page } = await logInPageInWelsh("/login", "Mewngofnodi");
  await page.route("**/api/login", (route) => route.abort("internetdisconnected"));
  await page.getByLabel("E-bost", { exact: true }).fill(DEMO_ACCOUNTS.trainer);
  await page.getByLabel("Cyfrinair", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Mewngofnodi" }).click();
  await page.getByRole("alert").getByText("Aeth rhywbeth o'i le. Rhowch gynnig arall arni yn nes ymlaen", { exact: true }).waitFor();
  await context.close();
});

it("an admin with Cymraeg chosen sees the Trainers page's Welsh title and table headers", async () => {
  const context = await suite.browser.newContext({ baseURL: suite.system.url, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto("/");
  await page.getByRole("button", { name: "Cymraeg" }).click();
  await page.locator("html[lang=cy]").waitFor({ state: "attached" });

  await page.goto("/login");
  await page.getByLabel("E-bost", { exact: true }).fill(DEMO_ACCOUNTS.admin);
  await page.getByLabel("Cyfrinair", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Mewngofnodi" }).click();
  await page.waitForURL("**/dashboard");

  await page.goto("/trainers");
  await page.getByRole("heading", { name: "Hyfforddwyr", exact: true }).waitFor();
  for (const header of ["Enw", "Sefydliad", "Arweinydd lleol", "Camau gweithredu"])
    await page.getByRole("columnheader", { name: header, exact: true }).waitFor();
  await page.getByText(/^Cyfanswm: \d+$/).waitFor();
  await page.locator(".staff-view-toggle").getByText("Arweinwyr lleol", { exact: true }).click();
  await page.getByRole("columnheader", { name: "Hyfforddwyr", exact: true }).waitFor();
  await context.close();
});

it("a trainer switches to Cymraeg on Create Session and the form, its choices and its button speak Welsh", async () => {
  const context = await suite.browser.newContext({ baseURL: suite.system.url, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await logIn(page, DEMO_ACCOUNTS.trainer);
  await page.waitForURL("**/dashboard");
  await page.goto("/create-session");
  await page.getByRole("heading", { name: "Create New Session" }).waitFor();

  await page.getByRole("button", { name: "Cymraeg" }).click();
  await page.locator("html[lang=cy]").waitFor({ state: "attached" });
  await page.getByRole("heading", { name: "Creu sesiwn newydd" }).waitFor();
  // Optional fields add the Welsh for "optional" to their label.
  for (const label of ["Dyddiad 1", "Amser dechrau", "Amser gorffen", "Capasiti", "Hyfforddwr 1", "E-bost cyswllt"]) {
    await page.getByLabel(label).waitFor();
  }
  // The calendar names its months in Welsh too.
  await page.getByLabel("Dyddiad 1").click();
  await expect
    .poll(() => page.locator(".bp6-datepicker").first().textContent())
    .toMatch(/Ionawr|Chwefror|Mawrth|Ebrill|Mai|Mehefin|Gorffennaf|Awst|Medi|Hydref|Tachwedd|Rhagfyr/);
  await page.keyboard.press("Escape");
  await page.getByRole("radio", { name: "Wyneb yn wyneb" }).waitFor();
  await page.getByRole("radio", { name: "Ar-lein" }).check({ force: true });
  await page.getByLabel("Platfform y cyfarfod", { exact: true }).waitFor();
  await page.getByLabel("Dolen y cyfarfod", { exact: true }).waitFor();

  // The course names are Welsh; the value sent stays the constant's.
  expect(await page.locator("#session-course option").allTextContents()).toEqual(["Dewiswch gwrs", "Cwrs safonol", "Cwrs pobl ifanc"]);
  await page.locator("#session-course").selectOption("C5");
  await page.locator("#session-modules").click();
  await page.getByRole("option", { name: "Modiwl 1" }).waitFor();
  await page.keyboard.press("Escape");

  // Sent empty, the form says so in Welsh.
  await page.getByRole("button", { name: "Creu sesiwn", exact: true }).click();
  await page.getByText("Mae gwallau, gwiriwch uchod.").waitFor();
  await page.getByText("Mae'r maes hwn yn ofynnol").first().waitFor();
  await context.close();
});

it("a participant with Cymraeg chosen sees My Account in Welsh, and its toasts and refusals too", async () => {
  const { context, page } = await logInPageInWelsh("/participant-login", "Mewngofnodi fel cyfranogwr");
  await page.getByLabel("E-bost", { exact: true }).fill(DEMO_ACCOUNTS.participant);
  await page.getByLabel("Cyfrinair", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Mewngofnodi" }).click();
  await page.waitForURL("**/participant-dashboard");

  await page.goto("/my-account");
  await page.getByRole("heading", { name: "Manylion fy nghyfrif" }).waitFor();
  await page.getByRole("button", { name: "Newid cyfrinair" }).waitFor();
  await page.getByRole("button", { name: "Dileu'r cyfrif" }).waitFor();
  const name = page.getByLabel("Enw llawn", { exact: true });
  expect(await name.inputValue()).toBe("Pat Participant");

  // The form's check and the saved toast speak Welsh as well.
  await name.fill("");
  await page.getByRole("button", { name: "Cadw'r newidiadau" }).click();
  await page.getByText("Mae'r maes hwn yn ofynnol").first().waitFor();
  await name.fill("Pat Cyfranogwr");
  await page.getByRole("button", { name: "Cadw'r newidiadau" }).click();
  await page.getByText("Mae manylion eich cyfrif wedi'u cadw").waitFor();

  await page.getByRole("button", { name: "Newid cyfrinair" }).click();
  await page.getByRole("heading", { name: "Newidiwch eich cyfrinair" }).waitFor();
  await page.getByLabel("Cyfrinair presennol", { exact: true }).waitFor();
  await page.getByRole("button", { name: "Cyflwyno" }).waitFor();
  await context.close();
});

it("an anonymous visitor with Cymraeg chosen reads a session's registration page in Welsh, and after logging in its form", async () => {
  const trainer = new ApiClient(suite.system.url);
  await trainer.logIn(DEMO_ACCOUNTS.trainer, DEMO_PASSWORD);
  const session = await createSession(trainer, sessionForm((await trainer.get("/api/users/auth")).body.userId));

  const context = await suite.browser.newContext({ baseURL: suite.system.url, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto("/");
  await page.getByRole("button", { name: "Cymraeg" }).click();
  await page.locator("html[lang=cy]").waitFor({ state: "attached" });

  await page.goto(`/register/${session.shortId}`);
  await page.getByRole("heading", { name: "Cofrestru ar gyfer sesiwn" }).waitFor();
  const summary = page.locator(".details-list");
  for (const label of ["Cwrs", "Dyddiad(au)", "Lleoliad", "Hyfforddwr(wyr)", "Modiwl(au)", "E-bost cyswllt"])
    await summary.getByText(label, { exact: true }).waitFor();
  await page.getByText("Mae'r cwrs hwn wedi'i ariannu, felly rhaid i bob cyfranogwr gwblhau gwerthusiadau.", { exact: false }).waitFor();
  const panel = page.locator(".registration-panel");
  await panel.getByText("Mewngofnodwch neu crëwch gyfrif cyfranogwr i gofrestru ar gyfer y sesiwn hon.").waitFor();
  await panel.getByRole("button", { name: "Creu cyfrif" }).waitFor();

  // Logged in as a participant, they come back to the form, labelled in Welsh.
  await panel.getByRole("button", { name: "Mewngofnodi" }).click();
  await page.getByLabel("E-bost", { exact: true }).fill(DEMO_ACCOUNTS.participant);
  await page.getByLabel("Cyfrinair", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Mewngofnodi" }).click();
  await page.waitForURL(`**/register/${session.shortId}`);
  const form = page.locator(".registration-form");
  await form.getByText("Gofynion arbennig neu neges i'r hyfforddwr").waitFor();
  for (const heading of ["Telerau ac amodau", "Presenoldeb"]) await form.getByText(heading, { exact: true }).waitFor();
  await form.getByLabel("Rwy'n cytuno i'r telerau ac amodau").waitFor();
  await form.getByLabel("Rwy'n cadarnhau y byddaf yn bresennol ar bob dyddiad o'r sesiwn hon").waitFor();
  await form.getByRole("button", { name: "Cofrestru" }).waitFor();
  await context.close();
});
