import "@blueprintjs/core/lib/css/blueprint.css";
import "@blueprintjs/select/lib/css/blueprint-select.css";
import "./styles.css";
import { Icons } from "@blueprintjs/icons";
import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/App";
import { loadMessages } from "./i18n/catalogues";
import { LanguageProvider } from "./i18n/LanguageProvider";
import { PRERENDERED_ATTRIBUTE } from "./app/prerendered";
import { initialLanguage, pageLanguage } from "./i18n/languageChoice";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

// Icons are drawn as SVG from paths fetched per icon (ui/iconPaths.ts). Blueprint's icon font is not loaded: the app
// uses no icon classes, and its place in Blueprint's font stack made browsers without those fonts fetch 290 KB.
Icons.setLoaderOptions({ loader: async (name, size) => (await import("./ui/iconPaths")).loadIconPaths(name, size) });

// A public page the server sent prerendered (to a visitor with no session) is on screen already: React takes it over.
const prerendered = root.hasAttribute(PRERENDERED_ATTRIBUTE);
const language = prerendered ? pageLanguage() : initialLanguage();
// The chosen language's catalogue is there before the first screen, so it never flashes in the other one.
void loadMessages(language).then((messages) => {
  const app = (
    <StrictMode>
      <LanguageProvider language={language} messages={messages}>
        <App anonymous={prerendered} />
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
