import { describe, expect, it } from "vitest";
import { linkTo, renderEmail } from "./emailContent";

describe("renderEmail", () => {
  const content = {
    heading: "You're invited <b>now</b>",
    paragraphs: ['Extra information: <script>alert("x")</script> & more', "Line one\nLine two"],
    details: [{ label: "Where", value: "<img src=x onerror=alert(1)>" }],
    action: { label: "Set your password", url: "https://app.example/reset-password/a?b=1&c=2" },
  };

  it("escapes every given text in the HTML part", () => {
    const { html } = renderEmail(content);
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<b>now</b>");
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more");
    expect(html).toContain('href="https://app.example/reset-password/a?b=1&amp;c=2"');
    expect(html).toContain("Line one<br>Line two");
  });

  it("gives a plain-text part with the same words and the link written out", () => {
    const { text } = renderEmail(content);
    expect(text).toContain("You're invited <b>now</b>");
    expect(text).toContain("Where: <img src=x onerror=alert(1)>");
    expect(text).toContain("Set your password: https://app.example/reset-password/a?b=1&c=2");
  });
});

describe("linkTo", () => {
  it("joins the public address and a path with exactly one slash, keeping a base path", () => {
    expect(linkTo("https://app.example/", "/register/ABC")).toBe("https://app.example/register/ABC");
    expect(linkTo("https://app.example/wellbeing", "register/ABC")).toBe("https://app.example/wellbeing/register/ABC");
  });
});
