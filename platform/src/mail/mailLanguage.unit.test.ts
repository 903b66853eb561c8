import { describe, expect, it } from "vitest";
import { mailInLanguageOf } from "./mailLanguage";

const compose = (language: "cy" | "en" | null) =>
  mailInLanguageOf(language, (t) => ({
    subject: t("emailVerification.mailSubject"),
    content: {
      heading: t("emailVerification.mailHeading"),
      paragraphs: [t("emailVerification.mailIntro")],
      action: { label: t("emailVerification.mailAction"), url: "http://localhost:3000/verify-email?token=x" },
    },
  }));

describe("an e-mail in its recipient's language", () => {
  it("is in English, word for word, for a person who chose English", () => {
    const mail = compose("en");
    expect(mail.subject).toBe("Verify your e-mail address");
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.text).toContain("Verify e-mail address: http://localhost:3000/verify-email?token=x");
    expect(mail.html).toContain("If the button does not work, copy this address into your browser: http://localhost:3000/verify-email?token=x");
  });

  it("is in Welsh for a person who chose Welsh, the button's fallback too", () => {
    const mail = compose("cy");
    expect(mail.subject).toBe("Dilyswch eich cyfeiriad e-bost");
    expect(mail.html).toContain('<html lang="cy">');
    expect(mail.html).toContain("Os nad yw&#39;r botwm yn gweithio");
    expect(mail.text).not.toContain("Verify");
  });

  it("says both, Welsh first, to a recipient who never chose", () => {
    const mail = compose(null);
    expect(mail.subject).toBe("Dilyswch eich cyfeiriad e-bost / Verify your e-mail address");
    expect(mail.text.indexOf("Dilyswch")).toBeLessThan(mail.text.indexOf("Verify your e-mail address"));
    expect(mail.html).toContain('<div lang="cy">');
    expect(mail.html.indexOf('<div lang="cy">')).toBeLessThan(mail.html.indexOf('<div lang="en">'));
  });
});
