import type { ApiClient } from "./apiClient";

/** A CSV export as the browser receives it: status, headers, the text without its BOM, and its lines. */
export const downloadCsv = async (baseUrl: string, client: ApiClient, path: string, headers: Record<string, string> = {}) => {
  const cookie = [client.sessionCookie, headers.cookie].filter(Boolean).join("; ");
  const response = await fetch(`${baseUrl}${path}`, { headers: { ...headers, ...(cookie ? { cookie } : {}) } });
  const text = (await response.text()).replace(/^\uFEFF/, "");
  return { status: response.status, headers: response.headers, text, lines: text.trimEnd().split("\n") };
};
