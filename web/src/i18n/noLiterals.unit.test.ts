import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { catalogueKeys, en } from "@wellbeing/domain";
import { cy } from "@wellbeing/domain/i18n/cy";
import { describe, expect, it } from "vitest";
import { englishViewImports, userFacingLiterals } from "./literalScan";
import { PENDING_TRANSLATION } from "./pendingTranslation";

// The CI check for untranslated words: every text a screen shows comes from the catalogues.

const WEB_SRC = path.resolve(import.meta.dirname, "..");
const sources = (readdirSync(WEB_SRC, { recursive: true }) as string[])
  .map((file) => file.split(path.sep).join("/"))
  .filter((file) => !file.includes(".test."))
  .sort();
const screens = sources.filter((file) => file.endsWith(".tsx"));
/** The one module that may hold the English catalogue: it hands it to the translator. */
const CATALOGUE_LOADER = "i18n/catalogues.ts";
const modules = sources.filter((file) => file.endsWith(".ts") && file !== CATALOGUE_LOADER);
const literalsOf = (file: string) => userFacingLiterals(file, readFileSync(path.join(WEB_SRC, file), "utf8"));

describe("user-facing words in TSX", () => {
  it.each(screens.filter((file) => !PENDING_TRANSLATION.includes(file)))("%s takes every text from the catalogues", (file) => {
    expect(literalsOf(file)).toEqual([]);
  });

  it.each(modules)("%s takes no English-only view (what it shows goes through the translator)", (file) => {
    expect(englishViewImports(file, readFileSync(path.join(WEB_SRC, file), "utf8"))).toEqual([]);
  });

  it("lists only files that exist and still need converting", () => {
    expect(PENDING_TRANSLATION.filter((file) => !screens.includes(file) || literalsOf(file).length === 0)).toEqual([]);
  });

  it("finds JSX text, text props and the English-only views", () => {
    const source = `import { MAIL_TEXTS } from "@wellbeing/domain";
      export const A = () => <Button text="Send" aria-label={open ? "Close" : t("shell.menu")} title={\`Page \${n}\`}>Hello <b>{" "}</b>{t("auth.logIn")}</Button>;`;
    expect(userFacingLiterals("a.tsx", source).map((literal) => literal.text)).toEqual(["MAIL_TEXTS", '"Send"', '"Close"', "`Page ${n}`", "Hello"]);
  });

  it("finds the English-only views and the English catalogue imported by a module, renamed too", () => {
    const source = `import { ERRORS as E, en, pathTo, type Translate } from "@wellbeing/domain";
      export const failed = () => E.generic;`;
    expect(englishViewImports("a.ts", source).map((literal) => literal.text)).toEqual(["ERRORS as E", "en"]);
  });
});

describe("the catalogues", () => {
  it("have the same keys in Welsh and English", () => {
    expect(catalogueKeys(cy)).toEqual(catalogueKeys(en));
  });
});
