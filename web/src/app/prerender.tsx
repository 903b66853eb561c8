import { authUserContract, courseScheduleContract, LANGUAGES, pathTo, type Language, type RouteKey } from "@wellbeing/domain";
import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { createMemoryRouter } from "react-router-dom";
import { courseScheduleSearch } from "../features/courseSchedule/queries";
import { loadMessages } from "../i18n/catalogues";
import { HTML_LANG } from "../i18n/languageChoice";
import { LanguageProvider } from "../i18n/LanguageProvider";
import { App } from "./App";
import { PRERENDERED_ATTRIBUTE, prerenderedFile } from "./prerendered";
import { routes } from "./routeTable";

interface FirstNeeds {
  /** Lazily loaded modules (from web/) the first screen needs: their code and styles are linked from the page, so they arrive with the entry. */
  readonly modules?: ReadonlyArray<string>;
  /** What the first screen asks the API for first: fetched beside the code instead of after it. */
  readonly data?: ReadonlyArray<string>;
}

interface PrerenderedPage extends FirstNeeds {
  readonly route: RouteKey;
}

/**
 * index.html itself, sent to visitors with a session and for every page not prerendered: who the visitor is
 * gates every screen, so the question and the code that reads its answer start beside the entry.
 */
const SHELL_NEEDS: FirstNeeds = { modules: ["src/api/firstScreenContracts.ts", "src/api/decodeAnswer.ts"], data: [authUserContract.path] };

/** The public pages whose first screen is the same for every logged-out visitor: their markup is built once per language. */
const PRERENDERED_PAGES: ReadonlyArray<PrerenderedPage> = [
  { route: "welcome" },
  {
    route: "courseSchedule",
    modules: ["src/features/courseSchedule/CourseSchedulePage.tsx"],
    data: [`${courseScheduleContract.path}?${courseScheduleSearch(1, "all").toString()}`],
  },
];

/** The built files a module needs (its chunk and the chunks it imports, and their styles), as addresses. */
export interface ScreenFiles {
  readonly scripts: ReadonlyArray<string>;
  readonly styles: ReadonlyArray<string>;
}

/** The app's first render at `path` for a visitor with no session, as main.tsx renders it (lazy screens loaded). */
const renderPage = async (path: string, language: Language): Promise<string> => {
  const messages = await loadMessages(language);
  const { prelude } = await prerender(
    <StrictMode>
      <LanguageProvider language={language} messages={messages}>
        <App anonymous createRouter={() => createMemoryRouter(routes, { initialEntries: [path] })} />
      </LanguageProvider>
    </StrictMode>,
  );
  return new Response(prelude).text();
};

const escapeAttribute = (value: string) => value.replaceAll("&", "&amp;").replaceAll('"', "&quot;");

type FilesOf = (module: string) => ScreenFiles;

/** A first screen's links (those the entry's already left out): styles and data before the entry's scripts, code after. */
interface HeadLinks {
  readonly early: ReadonlyArray<string>;
  readonly late: ReadonlyArray<string>;
}

/** The links that fetch a first screen's styles, data and code beside the entry. */
const headLinks = (indexHtml: string, filesOf: FilesOf, { modules = [], data = [] }: FirstNeeds): HeadLinks => {
  const files = modules.map(filesOf);
  const unique = (addresses: ReadonlyArray<string>) => [...new Set(addresses)].filter((href) => !indexHtml.includes(href));
  return {
    early: [
      ...unique(files.flatMap((file) => file.styles)).map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
      // `crossorigin`: the same credentials mode as the app's fetch (same-origin), or the browser fetches it again.
      ...data.map((href) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttribute(href)}">`),
    ],
    late: unique(files.flatMap((file) => file.scripts)).map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
  };
};

const ENTRY_SCRIPT = '<script type="module"';

const withLinks = (html: string, { early, late }: HeadLinks): string => {
  if (!html.includes(ENTRY_SCRIPT)) throw new Error("index.html has no entry script");
  const before = (marker: string, links: ReadonlyArray<string>) => (links.length === 0 ? marker : `${links.join("\n    ")}\n    ${marker}`);
  return html.replace(ENTRY_SCRIPT, before(ENTRY_SCRIPT, early)).replace("</head>", before("</head>", late).replace(/ {4}<\/head>$/, "  </head>"));
};

/** `index.html` with the page's language, its links and its markup in `#root`. */
const withMarkup = (indexHtml: string, language: Language, links: HeadLinks, markup: string): string => {
  const html = withLinks(indexHtml, links)
    .replace(/<html lang="[^"]*">/, `<html lang="${HTML_LANG[language]}">`)
    .replace('<div id="root"></div>', `<div id="root" ${PRERENDERED_ATTRIBUTE}>${markup}</div>`);
  if (!html.includes(PRERENDERED_ATTRIBUTE) || !html.includes(`lang="${HTML_LANG[language]}"`)) {
    throw new Error("index.html has no <html lang> or empty #root to prerender into");
  }
  return html;
};

/**
 * Each prerendered page in each language, and index.html with its own links: each file (relative to the build)
 * and its HTML. `filesOf` names a module's built files.
 */
export const prerenderPages = async (indexHtml: string, filesOf: FilesOf): Promise<ReadonlyArray<{ readonly file: string; readonly html: string }>> => {
  const pages = [{ file: "index.html", html: withLinks(indexHtml, headLinks(indexHtml, filesOf, SHELL_NEEDS)) }];
  for (const page of PRERENDERED_PAGES) {
    const links = headLinks(indexHtml, filesOf, page);
    for (const language of LANGUAGES) {
      const path = pathTo(page.route);
      pages.push({ file: prerenderedFile(path, language), html: withMarkup(indexHtml, language, links, await renderPage(path, language)) });
    }
  }
  return pages;
};
