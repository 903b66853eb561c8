import type { Language } from "@wellbeing/domain";
import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { createMemoryRouter } from "react-router-dom";
import type { FirstData } from "../api/queryClient";
import { loadMessages } from "../i18n/catalogues";
import { HTML_LANG } from "../i18n/languageChoice";
import { LanguageProvider } from "../i18n/LanguageProvider";
import { App } from "./App";
import { PRERENDERED_ATTRIBUTE } from "./prerendered";
import { routes } from "./routeTable";

// The app's markup outside a browser, as main.tsx renders it there: at build time (prerender.tsx) and per request
// (serverRender.tsx). The entry hydrates it.

/** The app's first render at `location` (a path and its search) with what the page knows first, every lazy screen loaded. */
export const renderAppMarkup = async (location: string, language: Language, data: FirstData): Promise<string> => {
  const messages = await loadMessages(language);
  const { prelude } = await prerender(
    <StrictMode>
      <LanguageProvider language={language} messages={messages}>
        <App {...data} createRouter={() => createMemoryRouter(routes, { initialEntries: [location] })} />
      </LanguageProvider>
    </StrictMode>,
    // Every Suspense boundary inline, however large: an outlined one is revealed by an inline script, which the
    // content security policy refuses and a page without JavaScript never runs.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
};

/** `index.html` (or a page built from it) with the page's language and its markup in `#root`, and anything to add after it. */
export const withMarkup = (html: string, language: Language, markup: string, after = ""): string => {
  const page = html
    .replace(/<html lang="[^"]*">/, `<html lang="${HTML_LANG[language]}">`)
    .replace('<div id="root"></div>', () => `<div id="root" ${PRERENDERED_ATTRIBUTE}>${markup}</div>${after}`);
  if (!page.includes(PRERENDERED_ATTRIBUTE) || !page.includes(`lang="${HTML_LANG[language]}"`)) {
    throw new Error("index.html has no <html lang> or empty #root to render into");
  }
  return page;
};
