// §1: a warning for Internet Explorer and any browser lacking what the app relies on.

export interface BrowserFacts {
  readonly userAgent: string;
  readonly hasFetch: boolean;
  readonly hasPromise: boolean;
  readonly hasWebSocket: boolean;
  readonly supportsGrid: boolean;
}

export const readBrowserFacts = (): BrowserFacts => ({
  userAgent: navigator.userAgent,
  hasFetch: typeof window.fetch === "function",
  hasPromise: typeof Promise === "function",
  hasWebSocket: typeof window.WebSocket === "function",
  supportsGrid: typeof CSS !== "undefined" && typeof CSS.supports === "function" && CSS.supports("display", "grid"),
});

const INTERNET_EXPLORER = /MSIE |Trident\//;

/** Whether this browser should see the 'not supported' warning. */
export const isUnsupportedBrowser = (facts: BrowserFacts): boolean =>
  INTERNET_EXPLORER.test(facts.userAgent) || !facts.hasFetch || !facts.hasPromise || !facts.hasWebSocket || !facts.supportsGrid;
