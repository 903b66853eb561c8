import { networkError } from "../../api/apiError";
import { toApiError } from "../../api/client";

const FILENAME = /filename="([^"]+)"/;

/**
 * Fetches a CSV export and hands it to the browser as a download under the server's file name
 * ('<export type>-<target>-<ISO timestamp>.csv', §7). A refusal throws the server's message.
 */
export const downloadCsv = async (path: string): Promise<string> => {
  let response: Response;
  try {
    response = await fetch(path, { credentials: "same-origin", headers: { accept: "text/csv" } });
  } catch {
    throw networkError();
  }
  if (!response.ok) {
    throw toApiError(response.status, await response.json().catch(() => ({})));
  }
  const filename = FILENAME.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? "export.csv";
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement("a"), { href: url, download: filename });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return filename;
};
