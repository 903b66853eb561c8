import ts from "typescript";

/**
 * Blueprint components that put English words of their own in the page (a close button's "Close", a
 * tag's "Remove tag", a calendar's "date picker", an alert's "OK" and its busy button's "loading"…),
 * and the files allowed to use each, wrappers that name those controls from the catalogues. `null`:
 * no wrapper yet, so no use.
 */
const WRAPPED: Readonly<Record<string, Readonly<Record<string, string | ReadonlyArray<string> | null>>>> = {
  "@blueprintjs/core": {
    // The alert has no title, so Blueprint's Dialog draws no header (no "Close") there.
    Dialog: ["ui/Dialog.tsx", "ui/Alert.tsx"],
    Alert: "ui/Alert.tsx",
    Drawer: "ui/Drawer.tsx",
    OverlayToaster: "ui/ToastsHost.tsx",
    Toast: null,
    TagInput: "ui/TagInput.tsx",
    HTMLSelect: "ui/HTMLSelect.tsx",
    MultistepDialog: null,
    PanelStack: null,
    PanelStack2: null,
    Breadcrumbs: null,
    Tree: null,
    NumericInput: null,
    EditableText: null,
  },
  "@blueprintjs/select": {
    MultiSelect: "ui/MultiSelect.tsx",
    Select: "ui/SearchableSelect.tsx",
    Suggest: null,
    Omnibar: null,
  },
  "@blueprintjs/datetime": {
    DateInput: "ui/DayField.tsx",
    DatePicker: null,
    DateRangeInput: null,
    DateRangePicker: null,
    TimePicker: null,
    TimezoneSelect: null,
  },
};

interface EnglishLeak {
  readonly line: number;
  readonly what: string;
}

/** Blueprint's buttons, whose `loading` draws a spinner named "loading" in English: ui/Button.tsx names it. */
const BUTTONS = new Set(["Button", "AnchorButton"]);
const BUTTON_WRAPPER = "ui/Button.tsx";

const allowedIn = (allowed: string | ReadonlyArray<string> | null | undefined, fileName: string) =>
  allowed === fileName || (Array.isArray(allowed) && allowed.includes(fileName));

const lineOf = (file: ts.SourceFile, node: ts.Node) => file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;

const attribute = (element: ts.JsxOpeningLikeElement, name: string) =>
  element.attributes.properties.find((property) => ts.isJsxAttribute(property) && property.name.getText() === name);

/**
 * Where a source under web/src (`fileName` relative to it) lets Blueprint's English reach the page: a
 * wrapped component used outside its wrapper, a Tag given Blueprint's own remove button (`onRemove`),
 * a Spinner left with Blueprint's name ("loading"), Blueprint's own Button or AnchorButton given
 * `loading`, or props spread into one (they may carry `loading`) outside ui/Button.tsx.
 */
export const blueprintEnglishLeaks = (fileName: string, source: string): ReadonlyArray<EnglishLeak> => {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: EnglishLeak[] = [];
  // The names Blueprint's buttons go by in this file (`import { Button as BpButton }` included).
  const blueprintButtons = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && node.importClause?.namedBindings) {
      const wrapped = WRAPPED[node.moduleSpecifier.text];
      const bindings = node.importClause.namedBindings;
      if (wrapped && ts.isNamespaceImport(bindings)) found.push({ line: lineOf(file, node), what: `import * from ${node.moduleSpecifier.text}` });
      if (wrapped && ts.isNamedImports(bindings)) {
        for (const specifier of bindings.elements) {
          const name = (specifier.propertyName ?? specifier.name).text;
          if (!specifier.isTypeOnly && name in wrapped && !allowedIn(wrapped[name], fileName))
            found.push({ line: lineOf(file, specifier), what: `${name} from ${node.moduleSpecifier.text}` });
          if (!specifier.isTypeOnly && node.moduleSpecifier.text === "@blueprintjs/core" && BUTTONS.has(name)) blueprintButtons.add(specifier.name.text);
        }
      }
    }
    if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
      const tag = node.tagName.getText(file);
      if (tag === "Tag" && attribute(node, "onRemove")) found.push({ line: lineOf(file, node), what: "<Tag onRemove>" });
      if (tag === "Spinner" && !attribute(node, "aria-label")) found.push({ line: lineOf(file, node), what: "<Spinner> without aria-label" });
      if (blueprintButtons.has(tag) && attribute(node, "loading")) found.push({ line: lineOf(file, node), what: `<${tag} loading> from @blueprintjs/core` });
      if (blueprintButtons.has(tag) && fileName !== BUTTON_WRAPPER && node.attributes.properties.some(ts.isJsxSpreadAttribute))
        found.push({ line: lineOf(file, node), what: `<${tag} {...props}> from @blueprintjs/core` });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
};
