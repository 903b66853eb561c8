import ts from "typescript";

/** The props whose value a person reads or hears. */
const TEXT_PROPS = new Set([
  "text",
  "label",
  "title",
  "placeholder",
  "helperText",
  "aria-label",
  "aria-description",
  "alt",
  "content",
  "intro",
  "hint",
  "heading",
  "description",
  "message",
  "confirmButtonText",
  "cancelButtonText",
  "labelElement",
  "labelInfo",
]);

/** The catalogue's English-only views (the English catalogue itself, the English words of @wellbeing/i18n): a screen reading them shows English whatever the language. */
const ENGLISH_VIEWS = new Set([
  "en",
  "VALIDATION",
  "INPUT_TEXTS",
  "ERRORS",
  "PRODUCT_TEXTS",
  "ACCOUNT_TEXTS",
  "SESSION_TEXTS",
  "SESSION_LIST_TEXTS",
  "LIST_TEXTS",
  "MAIL_TEXTS",
  "ROSTER_TEXTS",
  "RATE_LIMIT_TEXTS",
  "EMAIL_VERIFICATION_TEXTS",
  "ROLE_LABELS",
  // @wellbeing/i18n's English words, for logs and tests.
  "ENGLISH_TEXTS",
  "ENGLISH_WORDING",
  "inEnglish",
  "inEnglishWords",
]);

interface Literal {
  readonly line: number;
  readonly text: string;
}

const hasWords = (text: string): boolean => /\p{L}{2,}/u.test(text);

/** Whether a string sits where it is shown as it is (not a key passed to t(), nor a value compared). */
const isShownAsIs = (node: ts.Node): boolean => {
  const parent = node.parent;
  if (ts.isJsxAttribute(parent) || ts.isJsxExpression(parent) || ts.isTemplateSpan(parent) || ts.isParenthesizedExpression(parent)) return true;
  if (ts.isConditionalExpression(parent)) return parent.condition !== node;
  if (ts.isBinaryExpression(parent)) {
    const kind = parent.operatorToken.kind;
    return kind === ts.SyntaxKind.QuestionQuestionToken || kind === ts.SyntaxKind.BarBarToken || kind === ts.SyntaxKind.PlusToken;
  }
  return false;
};

/** Strings inside an expression that would be shown as they are. */
const shownStrings = (expression: ts.Node, found: ts.Node[]): void => {
  if (ts.isCallExpression(expression) || ts.isJsxElement(expression) || ts.isJsxSelfClosingElement(expression)) return;
  if ((ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) && isShownAsIs(expression) && hasWords(expression.text)) {
    found.push(expression);
  } else if (ts.isTemplateExpression(expression) && isShownAsIs(expression)) {
    if ([expression.head.text, ...expression.templateSpans.map((span) => span.literal.text)].some(hasWords)) found.push(expression);
  }
  ts.forEachChild(expression, (child) => shownStrings(child, found));
};

const isEnglishViewImport = (node: ts.Node): boolean => ts.isImportSpecifier(node) && ENGLISH_VIEWS.has((node.propertyName ?? node.name).text);

/** The nodes of a source that `pick` finds, as lines and texts. */
const scan = (fileName: string, source: string, pick: (node: ts.Node, file: ts.SourceFile, found: ts.Node[]) => void): ReadonlyArray<Literal> => {
  const kind = fileName.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
  const found: ts.Node[] = [];
  const visit = (node: ts.Node): void => {
    pick(node, file, found);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found.map((node) => ({
    line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1,
    text: node.getText(file).trim().replace(/\s+/g, " "),
  }));
};

/** The user-facing string literals of a TSX source: JSX text, literals given to the text props, and imports of the English-only views. */
export const userFacingLiterals = (fileName: string, source: string): ReadonlyArray<Literal> =>
  scan(fileName, source, (node, file, found) => {
    if (ts.isJsxText(node) && hasWords(node.text)) found.push(node);
    else if (isEnglishViewImport(node)) found.push(node);
    else if (ts.isJsxAttribute(node) && TEXT_PROPS.has(node.name.getText(file)) && node.initializer) shownStrings(node.initializer, found);
    else if (ts.isJsxExpression(node) && ts.isJsxElement(node.parent) && node.expression) shownStrings(node.expression, found);
  });

/** Imports of the English-only views in a module: English that would reach a screen without the translator. */
export const englishViewImports = (fileName: string, source: string): ReadonlyArray<Literal> =>
  scan(fileName, source, (node, _file, found) => {
    if (isEnglishViewImport(node)) found.push(node);
  });
