import { fileNameOfDisposition } from "@wellbeing/domain";
import { networkError } from "../../api/apiError";
import { readBody, toApiError } from "../../api/client";

// A certificate is a POST that answers a PDF (§7): fetched as a file, then handed to the browser to save.

/** Saves bytes as a file the way a link with `download` does. */
const saveFile = (blob: Blob, fileName: string): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Kept a moment: some browsers read the address after the click returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
};

/** POSTs the body and saves the PDF it answers; a refusal throws the ApiError in the server's words. */
export const downloadPdf = async (path: string, body: unknown, fallbackName: string): Promise<void> => {
  let response: Response;
  try {
    response = await fetch(path, {
      method: "POST",
      headers: { accept: "application/pdf, application/json", "content-type": "application/json" },
      credentials: "same-origin",
      body: JSON.stringify(body),
    });
  } catch {
    throw networkError();
  }
  if (!response.ok) throw toApiError(response.status, await readBody(response));
  saveFile(await response.blob(), fileNameOfDisposition(response.headers.get("content-disposition")) ?? fallbackName);
};
