import type { Language } from "@wellbeing/domain";
import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { createMemoryRouter } from "react-router-dom";
import type { FirstData } from "../api/queryClient";
import { loadMessages } from "../i18n/catalogues";
import { HTML_LANG } from "../i18n/languageChoice";
import { LanguageProvider } from "../i18n/LanguageProvider";
import { App } from "./App";
import { ASSUMED_WIDTH_ATTRIBUTE, PRERENDERED_ATTRIBUTE } from "./prerendered";
import { routes } from "./routeTable";

// The app's markup outside a browser, as main.tsx renders it there: at build time (prerender.tsx) and per request
// (serverRender.tsx). The entry hydrates it.

/** The app's first render at `location` (a path and its search) with what the page knows first, every lazy screen loaded. */
export const renderAppMarkup = async (location: string, language: Language, data: FirstData, assumedWidth?: number): Promise<string> => {
  const messages = await loadMessages(language);
  const { prelude } = await prerender(
    <StrictMode>
      <LanguageProvider language={language} messages={messages}>
        <App {...data} assumedWidth={assumedWidth} createRouter={() => createMemoryRouter(routes, { initialEntries: [location] })} />
      </LanguageProvider>
    </StrictMode>,
    // Every Suspense boundary inline, however large: an outlined one is revealed by an inline script, which the
    // content security policy refuses and a page without JavaScript never runs.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
};

/** What a page rendered per request adds: the width it was drawn for (on `#root`) and what follows `#root`. */
interface Additions {
  readonly assumedWidth?: number;
  readonly after?: string;
}

/** `index.html` (or a page built from it) with the page's language and its markup in `#root`. */
export const withMarkup = (html: string, language: Language, markup: string, { assumedWidth, after = "" }: Additions = {}): string => {
  const width = assumedWidth === undefined ? "" : ` ${ASSUMED_WIDTH_ATTRIBUTE}="${assumedWidth}"`;
  const page = html
    .replace(/<html lang="[^"]*">/, `<html lang="${HTML_LANG[language]}">`)
    .replace('<div id="root"></div>', () => `<div id="root" ${PRERENDERED_ATTRIBUTE}${width}>${markup}</div>${after}`);
  if (!page.includes(PRERENDERED_ATTRIBUTE) || !page.includes(`lang="${HTML_LANG[language]}"`)) {
    throw new Error("index.html has no <html lang> or empty #root to render into");
  }
  return page;
};
