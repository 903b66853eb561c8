import { expect, it } from "vitest";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@wellbeing/scripts";
import { ApiClient } from "../support/apiClient";
import { browserSuite } from "../support/browserSuite";
import { createSession, sessionForm } from "../support/sessionCast";

const suite = browserSuite();

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
  expect((await context.cookies()).find((cookie) => cookie.name === "wb_lang")?.value).toBe("en");
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
  for (const label of ["Cwrs", "Dyddiad(au)", "Lleoliad", "Hyfforddwr(wyr)", "Modiwl(au)", "E-bost cyswllt"]) await summary.getByText(label, { exact: true }).waitFor();
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
