import "@blueprintjs/core/lib/css/blueprint.css";
import "@blueprintjs/select/lib/css/blueprint-select.css";
import "./styles.css";
import { Icons } from "@blueprintjs/icons";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";
import { loadMessages } from "./i18n/catalogues";
import { LanguageProvider } from "./i18n/LanguageProvider";
import { initialLanguage } from "./i18n/languageChoice";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

// Icons are drawn as SVG from paths fetched per icon (ui/iconPaths.ts). Blueprint's icon font is not loaded: the app
// uses no icon classes, and its place in Blueprint's font stack made browsers without those fonts fetch 290 KB.
Icons.setLoaderOptions({ loader: async (name, size) => (await import("./ui/iconPaths")).loadIconPaths(name, size) });

const language = initialLanguage();
// The chosen language's catalogue is there before the first screen, so it never flashes in the other one.
void loadMessages(language).then((messages) =>
  createRoot(root).render(
    <StrictMode>
      <LanguageProvider language={language} messages={messages}>
        <App />
      </LanguageProvider>
    </StrictMode>,
  ),
);
