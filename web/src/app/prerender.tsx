import { LANGUAGES, pathTo, type Language, type RouteKey } from "@wellbeing/domain";
import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { createMemoryRouter } from "react-router-dom";
import { loadMessages } from "../i18n/catalogues";
import { HTML_LANG } from "../i18n/languageChoice";
import { LanguageProvider } from "../i18n/LanguageProvider";
import { App } from "./App";
import { PRERENDERED_ATTRIBUTE, prerenderedFile } from "./prerendered";
import { routes } from "./routeTable";

/** The public pages whose first screen is the same for every logged-out visitor: their markup is built once per language. */
const PRERENDERED_ROUTES: ReadonlyArray<RouteKey> = ["welcome", "courseSchedule"];

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

/** `index.html` with the page's language and its markup in `#root`. */
const withMarkup = (indexHtml: string, language: Language, markup: string): string => {
  const html = indexHtml
    .replace(/<html lang="[^"]*">/, `<html lang="${HTML_LANG[language]}">`)
    .replace('<div id="root"></div>', `<div id="root" ${PRERENDERED_ATTRIBUTE}>${markup}</div>`);
  if (!html.includes(PRERENDERED_ATTRIBUTE) || !html.includes(`lang="${HTML_LANG[language]}"`)) {
    throw new Error("index.html has no <html lang> or empty #root to prerender into");
  }
  return html;
};

/** Each prerendered page in each language: its file (relative to the build) and its HTML. */
export const prerenderPages = async (indexHtml: string): Promise<ReadonlyArray<{ readonly file: string; readonly html: string }>> => {
  const pages = [];
  for (const route of PRERENDERED_ROUTES) {
    for (const language of LANGUAGES) {
      const path = pathTo(route);
      pages.push({ file: prerenderedFile(path, language), html: withMarkup(indexHtml, language, await renderPage(path, language)) });
    }
  }
  return pages;
};
