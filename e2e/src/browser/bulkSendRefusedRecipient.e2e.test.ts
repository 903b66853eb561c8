import { expect, it } from "vitest";
import { translatorFor } from "@wellbeing/platform";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@wellbeing/scripts";
import { ApiClient } from "@wellbeing/testkit/apiClient";
import { browserSuite } from "@wellbeing/testkit/browserSuite";
import { logIn } from "@wellbeing/testkit/logIn";
import { shoot } from "@wellbeing/testkit/screenshots";
import { sessionForm } from "@wellbeing/testkit/sessionCast";

// Sending invitations when the mail server refuses one address: the warning names it (in the
// language on screen) and stays, and only that address stays chosen for sending again.

const REFUSED = "gone@example.org";
const suite = browserSuite({ mailSink: { refuseRecipient: (address) => address === REFUSED } });

it.each(["en", "cy"] as const)("names the refused address in the warning (%s), keeps only it chosen, and the others are invited once", async (language) => {
  const t = translatorFor(language);
  const api = new ApiClient(suite.system.url);
  const { userId } = await api.logIn(DEMO_ACCOUNTS.trainer, DEMO_PASSWORD);
  const session = (await api.post("/api/add-session", sessionForm(userId))).body as { id: string };
  for (const width of [1280, 390]) {
    const reached = `nia.${language}.${width}@example.org`;
    const context = await suite.browser.newContext({ baseURL: suite.system.url, viewport: { width, height: 900 } });
    const page = await context.newPage();
    await logIn(page, DEMO_ACCOUNTS.trainer);
    await page.waitForURL("**/dashboard");
    if (language === "cy") await context.addCookies([{ name: "wb_lang", value: "cy", url: suite.system.url }]);
    await page.goto(`/session-created/${session.id}`);
    await page.locator(`html[lang^=${language}]`).waitFor({ state: "attached" });
    await page.getByRole("button", { name: t("mailScreens.sendEmail") }).click();
    await page.getByLabel(t("mailScreens.addParticipantsEmails")).fill(`${reached}; ${REFUSED}`);
    await page.keyboard.press("Enter");
    await page.getByText(t("mailScreens.recipientCount", { count: 2 })).waitFor();
    await page.getByRole("button", { name: t("mailScreens.sendEmail") }).click();

    await page.getByText(t("mail.someNotReached", { addresses: REFUSED })).waitFor();
    // The screen stays, with the refused address alone to check and send again.
    await page.getByText(t("mailScreens.recipientCount", { count: 1 })).waitFor();
    await shoot(page, `bulk-send-refused-${language}-${width}`);
    await context.close();
    await expect.poll(() => suite.system.mail.messages().filter((mail) => mail.to.includes(reached)).length).toBe(1);
  }
});
