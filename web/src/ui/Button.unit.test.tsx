import { Button as BlueprintButton, Icon } from "@blueprintjs/core";
import { en, type Language, type Messages } from "@wellbeing/domain";
import { cy } from "@wellbeing/domain/i18n/cy";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LanguageProvider } from "../i18n/LanguageProvider";
import { AnchorButton, BusyIcon, Button } from "./Button";

// Blueprint names a busy button's spinner "loading" in English whatever the language on screen; ours names it from the catalogue.

const inLanguage = (language: Language, messages: Messages, element: ReactNode) =>
  renderToStaticMarkup(
    <LanguageProvider language={language} messages={messages}>
      {element}
    </LanguageProvider>,
  );

/** Markup with each element's attributes and classes in one order, to compare two drawings of a button. */
const normalised = (html: string) =>
  html.replace(/<(\w+)((?:\s[\w-]+="[^"]*")*)>/g, (_, tag: string, attributes: string) => {
    const pairs = [...attributes.matchAll(/\s([\w-]+)="([^"]*)"/g)].map(
      ([, name = "", value = ""]) => `${name}="${name === "class" ? value.split(" ").sort().join(" ") : value}"`,
    );
    return `<${tag} ${pairs.sort().join(" ")}>`;
  });

describe("a busy button", () => {
  it("given English on screen, when a button is busy, then it is drawn as Blueprint's own busy button but for its spinner's name", () => {
    const ours = inLanguage("en", en, <Button text="x" icon="tick" size="large" intent="primary" loading />);
    const blueprints = renderToStaticMarkup(<BlueprintButton text="x" icon="tick" size="large" intent="primary" loading />);
    expect(normalised(ours)).toBe(normalised(blueprints).replace('aria-label="loading"', 'aria-label="Loading"'));
  });

  it.each([
    ["cy", cy, "Yn llwytho"],
    ["en", en, "Loading"],
  ] as const)(
    "given %s on screen, when a button is busy, then its spinner is named in it and it is disabled with Blueprint's look",
    (language, messages, name) => {
      const html = inLanguage(language, messages, <Button text="x" icon="tick" size="large" loading />);
      expect(html).toContain(`aria-label="${name}"`);
      expect(html).not.toContain('aria-label="loading"');
      expect(html).toMatch(/<button[^>]* disabled=""/);
      expect(html).toMatch(/class="bp6-button bp6-disabled bp6-large[^"]* bp6-loading"/);
      expect(html).toMatch(/^<button[^>]*><div[^>]*class="bp6-spinner bp6-button-spinner"[^>]*role="progressbar"/);
    },
  );

  it("given an anchor button busy, when drawn, then it is disabled, has no link and its spinner is named in Welsh", () => {
    const html = inLanguage("cy", cy, <AnchorButton text="x" href="/y" loading />);
    expect(html).toContain('aria-label="Yn llwytho"');
    expect(html).toContain('aria-disabled="true"');
    expect(html).not.toContain("href=");
  });

  it("given a class for a busy button's icon (Blueprint hands its element icons one), when drawn, then it is on the icon, not lost on a fragment", () => {
    const html = renderToStaticMarkup(<Icon icon={<BusyIcon icon="tick" label="Loading" />} className="handed-class" />);
    expect(html).toMatch(/<span[^>]*class="[^"]*bp6-icon-tick[^"]*handed-class|<span[^>]*class="[^"]*handed-class[^"]*bp6-icon-tick/);
  });

  it("given a button not busy, when drawn, then it is Blueprint's button, enabled, with no spinner", () => {
    const html = inLanguage("cy", cy, <Button text="x" icon="tick" />);
    expect(html).not.toContain("bp6-spinner");
    expect(html).not.toContain("disabled");
    expect(html).not.toContain("bp6-loading");
  });
});
