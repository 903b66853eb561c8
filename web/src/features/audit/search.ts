// The event history's filters, page and as-of view live in the address, so Back, reload and a shared
// link all show the same history. The filter and page names are the API's own.

const FILTER_NAMES = ["stream", "subject", "type", "actor", "from", "to"] as const;
export type FilterName = (typeof FILTER_NAMES)[number];
export type AuditFilters = Readonly<Record<FilterName, string>>;

export const NO_AUDIT_FILTERS: AuditFilters = { stream: "", subject: "", type: "", actor: "", from: "", to: "" };

export const filtersIn = (search: URLSearchParams): AuditFilters =>
  Object.fromEntries(FILTER_NAMES.map((name) => [name, search.get(name) ?? ""])) as AuditFilters;

/** Where a page starts (issue 24 §4: by position): older than a row (`before`), newer than one (`after`), or the newest (neither). */
const PAGE_NAMES = ["before", "after"] as const;

/** What GET /api/audit/events is asked: the filters set and where the page starts, as the address has them (a wrong one is the API's to refuse). */
export const eventsSearch = (search: URLSearchParams): string => {
  const asked = new URLSearchParams();
  for (const name of [...FILTER_NAMES, ...PAGE_NAMES]) if (search.get(name)) asked.set(name, search.get(name)!);
  return asked.toString();
};

/** The address of the page beside this one: `before` an older page's start, `after` a newer's. */
export const withPage = (search: URLSearchParams, page: { readonly before: string } | { readonly after: string }): URLSearchParams => {
  const next = new URLSearchParams(search);
  for (const name of PAGE_NAMES) next.delete(name);
  if ("before" in page) next.set("before", page.before);
  else next.set("after", page.after);
  return next;
};

/** The address after applying filters: the as-of view kept, back to the first page. */
export const withFilters = (search: URLSearchParams, filters: AuditFilters): URLSearchParams => {
  const next = new URLSearchParams(search);
  for (const name of FILTER_NAMES) {
    if (filters[name].trim()) next.set(name, filters[name].trim());
    else next.delete(name);
  }
  for (const name of PAGE_NAMES) next.delete(name);
  return next;
};

/** The session and moment the as-of view shows, when both are set. */
export const asOfIn = (search: URLSearchParams): { readonly sessionId: string; readonly at: string } | null => {
  const sessionId = search.get("session");
  const at = search.get("at");
  return sessionId && at ? { sessionId, at } : null;
};

export const withAsOf = (search: URLSearchParams, sessionId: string, at: string): URLSearchParams => {
  const next = new URLSearchParams(search);
  next.set("session", sessionId.trim());
  next.set("at", at);
  return next;
};

/** `session-<id>` streams are sessions: their rows offer the as-of view. */
export const sessionIdOfStream = (streamId: string): string | null => /^session-([0-9a-f-]{36})$/i.exec(streamId)?.[1] ?? null;

/** An instant as the history shows it: UTC, to the second (`2026-11-25 14:30:05`). */
export const utcText = (iso: string): string => iso.replace("T", " ").slice(0, 19);

/** The as-of field's value (a UTC `YYYY-MM-DDTHH:mm:ss`) from an instant, and back. */
export const utcFieldValue = (iso: string): string => (Number.isNaN(Date.parse(iso)) ? "" : new Date(iso).toISOString().slice(0, 19));
export const instantOfField = (value: string): string => (value.length === 16 ? `${value}:00Z` : `${value}Z`);

/** A recorded value, as one line of text. */
export const valueText = (value: unknown): string => (typeof value === "string" ? value : JSON.stringify(value));
