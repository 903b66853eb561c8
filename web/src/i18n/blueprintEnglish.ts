import ts from "typescript";

/**
 * Blueprint components that put English words of their own in the page (a close button's "Close", a
 * tag's "Remove tag", a calendar's "date picker"…), and the one file allowed to use each, a wrapper
 * that names those controls from the catalogues. `null`: no wrapper yet, so no use.
 */
export const WRAPPED: Readonly<Record<string, Readonly<Record<string, string | null>>>> = {
  "@blueprintjs/core": {
    Dialog: "ui/Dialog.tsx",
    Drawer: "ui/Drawer.tsx",
    OverlayToaster: "ui/toaster.tsx",
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

export interface EnglishLeak {
  readonly line: number;
  readonly what: string;
}

const lineOf = (file: ts.SourceFile, node: ts.Node) => file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;

const attribute = (element: ts.JsxOpeningLikeElement, name: string) =>
  element.attributes.properties.find((property) => ts.isJsxAttribute(property) && property.name.getText() === name);

/**
 * Where a source under web/src (`fileName` relative to it) lets Blueprint's English reach the page: a
 * wrapped component used outside its wrapper, a Tag given Blueprint's own remove button (`onRemove`),
 * a Spinner left with Blueprint's name ("loading").
 */
export const blueprintEnglishLeaks = (fileName: string, source: string): ReadonlyArray<EnglishLeak> => {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: EnglishLeak[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && node.importClause?.namedBindings) {
      const wrapped = WRAPPED[node.moduleSpecifier.text];
      const bindings = node.importClause.namedBindings;
      if (wrapped && ts.isNamespaceImport(bindings)) found.push({ line: lineOf(file, node), what: `import * from ${node.moduleSpecifier.text}` });
      if (wrapped && ts.isNamedImports(bindings)) {
        for (const specifier of bindings.elements) {
          const name = (specifier.propertyName ?? specifier.name).text;
          if (!specifier.isTypeOnly && name in wrapped && wrapped[name] !== fileName) found.push({ line: lineOf(file, specifier), what: `${name} from ${node.moduleSpecifier.text}` });
        }
      }
    }
    if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
      const tag = node.tagName.getText(file);
      if (tag === "Tag" && attribute(node, "onRemove")) found.push({ line: lineOf(file, node), what: "<Tag onRemove>" });
      if (tag === "Spinner" && !attribute(node, "aria-label")) found.push({ line: lineOf(file, node), what: "<Spinner> without aria-label" });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
};
