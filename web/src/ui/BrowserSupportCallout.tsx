import { Callout, Intent } from "@blueprintjs/core";
import { useState } from "react";
import { UNSUPPORTED_BROWSER_TEXT, isUnsupportedBrowser, readBrowserFacts } from "./browserSupport";

/** The §1 warning at the top of every screen, for browsers the app does not support. */
export const BrowserSupportCallout = () => {
  const [unsupported] = useState(() => isUnsupportedBrowser(readBrowserFacts()));
  if (!unsupported) return null;
  return (
    <Callout intent={Intent.WARNING} title="Your browser is not supported" className="browser-warning" role="alert">
      {UNSUPPORTED_BROWSER_TEXT}
    </Callout>
  );
};
