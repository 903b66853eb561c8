import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { blueprintEnglishLeaks } from "./blueprintEnglish";

// Blueprint names some of its controls in English whatever the language on screen; the app reaches
// those components only through its wrappers in web/src/ui, which name them from the catalogues.

const WEB_SRC = path.resolve(import.meta.dirname, "..");
const sources = (readdirSync(WEB_SRC, { recursive: true }) as string[])
  .map((file) => file.split(path.sep).join("/"))
  .filter((file) => /\.tsx?$/.test(file) && !file.includes(".test."))
  .sort();

describe("Blueprint's own English words", () => {
  it.each(sources)("%s reaches Blueprint's English-speaking components only through the wrappers", (file) => {
    expect(blueprintEnglishLeaks(file, readFileSync(path.join(WEB_SRC, file), "utf8"))).toEqual([]);
  });

  it("given a screen importing Blueprint's Dialog, MultiSelect and DateInput, when scanned, then each is found", () => {
    const source = `import { Button, Dialog, type DialogProps } from "@blueprintjs/core";
      import { MultiSelect as Many } from "@blueprintjs/select";
      import { DateInput } from "@blueprintjs/datetime";`;
    expect(blueprintEnglishLeaks("features/x/X.tsx", source).map((leak) => leak.what)).toEqual([
      "Dialog from @blueprintjs/core",
      "MultiSelect from @blueprintjs/select",
      "DateInput from @blueprintjs/datetime",
    ]);
  });

  it("given the wrapper itself, when scanned, then its own Blueprint import is allowed", () => {
    expect(blueprintEnglishLeaks("ui/Dialog.tsx", `import { Dialog as BlueprintDialog } from "@blueprintjs/core";`)).toEqual([]);
  });

  it("given a component with no wrapper yet, when imported anywhere, then it is found", () => {
    expect(blueprintEnglishLeaks("ui/Steps.tsx", `import { MultistepDialog } from "@blueprintjs/core";`)).toEqual([
      { line: 1, what: "MultistepDialog from @blueprintjs/core" },
    ]);
  });

  it("given Blueprint's own buttons made busy, an alert, or props spread into a button, when scanned, then each is found", () => {
    const source = `import { Alert, AnchorButton, Button as BpButton } from "@blueprintjs/core";
      export const A = (props: object) => <>
        <BpButton text="a" loading={true} />
        <AnchorButton href="/b" loading />
        <BpButton {...props} />
        <BpButton text="c" disabled />
      </>;`;
    expect(blueprintEnglishLeaks("features/x/A.tsx", source)).toEqual([
      { line: 1, what: "Alert from @blueprintjs/core" },
      { line: 3, what: "<BpButton loading> from @blueprintjs/core" },
      { line: 4, what: "<AnchorButton loading> from @blueprintjs/core" },
      { line: 5, what: "<BpButton {...props}> from @blueprintjs/core" },
    ]);
  });

  it("given our own busy button and alert, when scanned, then nothing is found", () => {
    const source = `import { Button } from "../../ui/Button";
      import { Alert } from "../../ui/Alert";
      export const A = () => <Alert isOpen confirmButtonText="x" aria-labelledby="q" loading><Button text="a" loading /></Alert>;`;
    expect(blueprintEnglishLeaks("features/x/A.tsx", source)).toEqual([]);
  });

  it("given a tag with Blueprint's remove button and an unnamed spinner, when scanned, then both are found", () => {
    const source = `export const A = () => <>
      <Tag onRemove={() => undefined}>a</Tag>
      <Tag minimal>b</Tag>
      <Spinner size={20} />
      <Spinner aria-label={t("ui.loading")} />
    </>;`;
    expect(blueprintEnglishLeaks("features/x/A.tsx", source)).toEqual([
      { line: 2, what: "<Tag onRemove>" },
      { line: 4, what: "<Spinner> without aria-label" },
    ]);
  });
});
