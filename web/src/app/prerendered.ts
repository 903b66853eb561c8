// What the build's prerender (web/build/prerender.ts), the server (scripts/src/webApp.ts) and the entry (main.tsx)
// agree on. No imports: Vite's config loader and the server read this module as it is.

/** On `#root` of a prerendered page: its markup is the app's first render for a visitor with no session. */
export const PRERENDERED_ATTRIBUTE = "data-prerendered";

/** The build's folder of prerendered pages, one file per page and language. */
export const PRERENDERED_FOLDER = "pages";

/** A page's prerendered file, relative to the build: `/` is `pages/index.en.html`, `/course-schedule` `pages/course-schedule.cy.html`. */
export const prerenderedFile = (pathname: string, language: string): string =>
  `${PRERENDERED_FOLDER}/${pathname === "/" ? "index" : pathname.slice(1)}.${language}.html`;
