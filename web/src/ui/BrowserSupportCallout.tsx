import { Callout, Intent } from "@blueprintjs/core";
import { useState } from "react";
import { useT } from "../i18n/useT";
import { isUnsupportedBrowser, readBrowserFacts } from "./browserSupport";

/** The §1 warning at the top of every screen, for browsers the app does not support. */
export const BrowserSupportCallout = () => {
  const t = useT();
  // A page prerendered at build time (no window) warns nobody; the browser that takes it over decides.
  const [unsupported] = useState(() => typeof window !== "undefined" && isUnsupportedBrowser(readBrowserFacts()));
  if (!unsupported) return null;
  return (
    <Callout intent={Intent.WARNING} title={t("ui.browserNotSupported")} className="browser-warning" role="alert">
      {t("ui.browserNotSupportedText")}
    </Callout>
  );
};
