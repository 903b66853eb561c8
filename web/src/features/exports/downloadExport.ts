import { networkError } from "../../api/apiError";
import { toApiError } from "../../api/client";

const FILENAME = /filename="([^"]+)"/;

/**
 * Fetches an export (a CSV file, the research zip) and hands it to the browser as a download under
 * the server's file name (§7). A refusal throws the server's message.
 */
export const downloadExport = async (path: string, accept: "text/csv" | "application/zip"): Promise<string> => {
  let response: Response;
  try {
    response = await fetch(path, { credentials: "same-origin", headers: { accept } });
  } catch {
    throw networkError();
  }
  if (!response.ok) {
    throw toApiError(response.status, await response.json().catch(() => ({})));
  }
  const filename = FILENAME.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? (accept === "text/csv" ? "export.csv" : "export.zip");
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement("a"), { href: url, download: filename });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return filename;
};
