import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ApiClient } from "./apiClient";

/**
 * Claims a module's certificate as its holder does (POST /api/certificate/:sessionId) and answers the
 * verification code printed on the PDF, read as a person reads it (pdftotext).
 */
export const claimCertificateCode = async (baseUrl: string, client: ApiClient, sessionId: string, name: string, module = "1"): Promise<string> => {
  const response = await fetch(`${baseUrl}/api/certificate/${sessionId}`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: client.cookieHeader! },
    body: JSON.stringify({ module, name, language: "en" }),
  });
  if (response.status !== 200) throw new Error(`certificate for ${name} refused: ${response.status} ${await response.text()}`);
  const folder = mkdtempSync(join(tmpdir(), "certificate-"));
  try {
    const path = join(folder, "certificate.pdf");
    writeFileSync(path, Buffer.from(await response.arrayBuffer()));
    const text = execFileSync("pdftotext", ["-enc", "UTF-8", path, "-"], { encoding: "utf8" });
    return /Verification code: ([A-Z0-9-]{14})/.exec(text)![1]!;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
};
