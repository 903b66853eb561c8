import "@blueprintjs/core/lib/css/blueprint.css";
import "@blueprintjs/select/lib/css/blueprint-select.css";
import "./styles.css";
import { Icons } from "@blueprintjs/icons";
import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/App";
import { loadMessages } from "./i18n/catalogues";
import { LanguageProvider } from "./i18n/LanguageProvider";
import { ASSUMED_WIDTH_ATTRIBUTE, FIRST_ANSWERS_ID, PRERENDERED_ATTRIBUTE } from "./app/prerendered";
import { initialLanguage, pageLanguage } from "./i18n/languageChoice";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

// Icons are drawn as SVG from paths fetched per icon (ui/iconPaths.ts). Blueprint's icon font is not loaded: the app
// uses no icon classes, and its place in Blueprint's font stack made browsers without those fonts fetch 290 KB.
Icons.setLoaderOptions({ loader: async (name, size) => (await import("./ui/iconPaths")).loadIconPaths(name, size) });

// A page the server sent rendered is on screen already: React takes it over. One prerendered at build time went to a
// visitor with no session; one rendered per request carries the answers it was rendered with, for the cache.
const prerendered = root.hasAttribute(PRERENDERED_ATTRIBUTE);
const firstAnswers = document.getElementById(FIRST_ANSWERS_ID)?.textContent;
// The width the server drew it for: the first render answers its width queries the same way, so nothing is redrawn.
const assumedWidth = Number(root.getAttribute(ASSUMED_WIDTH_ATTRIBUTE)) || undefined;
const language = prerendered ? pageLanguage() : initialLanguage();
const answers = firstAnswers ? import("./app/firstAnswers").then(({ decodeFirstAnswers }) => decodeFirstAnswers(firstAnswers)) : undefined;
// The chosen language's catalogue is there before the first screen, so it never flashes in the other one.
void Promise.all([loadMessages(language), answers]).then(([messages, decoded]) => {
  const app = (
    <StrictMode>
      <LanguageProvider language={language} messages={messages}>
        <App anonymous={prerendered && !decoded} answers={decoded} assumedWidth={assumedWidth} />
      </LanguageProvider>
    </StrictMode>
  );
  // As a transition, the first render (or hydration) yields to the browser every few milliseconds instead of holding
  // the main thread for the whole tree: taps and scrolling stay answered while a slow phone builds the page.
  startTransition(() => {
    if (prerendered) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
});
