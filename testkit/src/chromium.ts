/** Debian's Chromium, or the one CHROMIUM_PATH names: what the browser tests and the Lighthouse bench launch. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** The flags this sandboxed machine needs, whoever launches it (headless is each launcher's own option). */
export const CHROMIUM_FLAGS: ReadonlyArray<string> = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
