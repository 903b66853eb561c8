import { authUserContract, courseScheduleContract, LANGUAGES, pathTo, type RouteKey } from "@wellbeing/domain";
import { courseScheduleSearch } from "../features/courseSchedule/queries";
import { renderAppMarkup, withMarkup } from "./appMarkup";
import { prerenderedFile, serverRenderedFile } from "./prerendered";

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

/** Its answers come with the page: the entry decodes them before it hydrates. */
const FIRST_ANSWERS = "src/app/firstAnswers.ts";

/**
 * The pages rendered per request (serverRender.tsx), by the modules their first screen needs; the server fills the
 * page's language, markup and answers in. The staff home's frame is the logged-in one.
 */
const SERVER_RENDERED_PAGES: ReadonlyArray<PrerenderedPage> = [
  { route: "courseSchedule", modules: ["src/features/courseSchedule/CourseSchedulePage.tsx", FIRST_ANSWERS] },
  {
    route: "dashboard",
    modules: [
      ...SHELL_NEEDS.modules!,
      "src/features/shell/AppShell.tsx",
      "src/features/users/DetailsMissingDialog.tsx",
      "src/features/staffHome/StaffHomePage.tsx",
      FIRST_ANSWERS,
    ],
  },
];

/** The built files a module needs (its chunk and the chunks it imports, and their styles), as addresses. */
export interface ScreenFiles {
  readonly scripts: ReadonlyArray<string>;
  readonly styles: ReadonlyArray<string>;
}

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

/**
 * Each prerendered page in each language, each page rendered per request as the server's template for it, and
 * index.html with its own links: each file (relative to the build)
 * and its HTML. `filesOf` names a module's built files.
 */
export const prerenderPages = async (indexHtml: string, filesOf: FilesOf): Promise<ReadonlyArray<{ readonly file: string; readonly html: string }>> => {
  const pages = [{ file: "index.html", html: withLinks(indexHtml, headLinks(indexHtml, filesOf, SHELL_NEEDS)) }];
  for (const page of PRERENDERED_PAGES) {
    const links = headLinks(indexHtml, filesOf, page);
    for (const language of LANGUAGES) {
      const path = pathTo(page.route);
      pages.push({
        file: prerenderedFile(path, language),
        html: withMarkup(withLinks(indexHtml, links), language, await renderAppMarkup(path, language, { anonymous: true })),
      });
    }
  }
  for (const page of SERVER_RENDERED_PAGES) {
    pages.push({ file: serverRenderedFile(pathTo(page.route)), html: withLinks(indexHtml, headLinks(indexHtml, filesOf, page)) });
  }
  return pages;
};
