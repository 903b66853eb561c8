// What the build's prerender (web/build/prerender.ts), the server (scripts/src/webApp.ts) and the entry (main.tsx)
// agree on. No imports: Vite's config loader and the server read this module as it is.

/** On `#root` of a prerendered page: its markup is the app's first render for a visitor with no session. */
export const PRERENDERED_ATTRIBUTE = "data-prerendered";

/**
 * On `#root` once the app runs the page: a page the server drew is taken over (its buttons answer from then on; its
 * links and the language switch work before), a page the browser draws is drawn.
 */
export const TAKEN_OVER_ATTRIBUTE = "data-taken-over";

/** On `#root` of a page rendered per request: the window width it was drawn for (ui/assumedWidth.ts). */
export const ASSUMED_WIDTH_ATTRIBUTE = "data-assumed-width";

/** The build's folder of prerendered pages, one file per page and language. */
export const PRERENDERED_FOLDER = "pages";

/** The build's folder of the server's own code (the per-request render): never served. */
export const SERVER_FOLDER = "server";

/** The per-request render's module in SERVER_FOLDER; it exports `renderPage` (RenderPage). */
export const SERVER_RENDER_FILE = "serverRender.js";

/** A page's prerendered file, relative to the build: `/` is `pages/index.en.html`, `/course-schedule` `pages/course-schedule.cy.html`. */
export const prerenderedFile = (pathname: string, language: string): string =>
  `${PRERENDERED_FOLDER}/${pathname === "/" ? "index" : pathname.slice(1)}.${language}.html`;

/** The id of a page's `<script type="application/json">` holding the answers it was rendered with, per request. */
export const FIRST_ANSWERS_ID = "first-answers";

/** The template of a page rendered per request (`/course-schedule` is `pages/course-schedule.page.html`): index.html with its screen's links. */
export const serverRenderedFile = (pathname: string): string => `${PRERENDERED_FOLDER}/${pathname.slice(1)}${SERVER_RENDERED_SUFFIX}`;

export const SERVER_RENDERED_SUFFIX = ".page.html";

/** An API answer as the web server got it for a page it renders. */
export interface PageApiAnswer {
  readonly status: number;
  readonly body: unknown;
}

/** A page route asked for, as the web server hands it to the app's per-request render (serverRender.tsx). */
export interface PageRequest {
  readonly pathname: string;
  /** The address's query string, with its `?`, or empty. */
  readonly search: string;
  readonly language: "en" | "cy";
  /** The page's template (serverRenderedFile). */
  readonly template: string;
  /** The request came from a phone (its client hints or user agent say so): the page is drawn at a phone's width. */
  readonly phone: boolean;
  /** A session cookie came: who the visitor is is asked of the API. */
  readonly hasSession: boolean;
  /** Asks the API as the visitor (their cookie, their address), by a read's method (GET, or POST for a read by POST). */
  readonly read: (method: string, url: string, body: unknown) => Promise<PageApiAnswer>;
}

/** The page's HTML, or undefined when it is not one to render here for this visitor (the server then answers as before). */
export type RenderPage = (request: PageRequest) => Promise<string | undefined>;
