import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { certificateWords, type CertificateFacts } from "@wellbeing/domain";
import { wordingsOf } from "@wellbeing/platform";
import { certificatePdf } from "./pdf";

// The certificate's words as a reader (or a search, or a screen reader) finds them in the PDF: its text
// extracted with poppler's pdftotext, in English, in Welsh, and in both.

const folder = mkdtempSync(join(tmpdir(), "certificates-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const facts: CertificateFacts = {
  name: "Siân Ŵyn Hughes",
  module: "2",
  course: "C5",
  dates: ["2026-12-01", "2026-12-08"],
  trainers: ["Gwen Davies", null, "Rhys Price"],
  code: "ABCD-EFGH-JKMN",
  verifyUrl: "https://training.example.org/verify/ABCD-EFGH-JKMN",
  issuedAt: "2026-12-09T10:00:00.000Z",
};

/** The PDF of the certificate in these languages' wordings, and its text as pdftotext reads it (line breaks as spaces). */
const rendered = async (language: "cy" | "en" | null) => {
  const pages = wordingsOf(language).map((wording) => ({ language: wording.language, words: certificateWords(facts, wording) }));
  const pdf = await certificatePdf(pages, facts.verifyUrl, new Date(facts.issuedAt));
  const path = join(folder, `${language ?? "both"}.pdf`);
  writeFileSync(path, pdf);
  const text = execFileSync("pdftotext", ["-enc", "UTF-8", "-layout", path, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
  const info = execFileSync("pdfinfo", [path], { encoding: "utf8" });
  return { pdf, text, info };
};

describe("the certificate PDF", () => {
  it("says in English who attended what, when, with whom, what they learnt, and how to verify it, on one A4 landscape page with its fonts embedded", async () => {
    const { pdf, text, info } = await rendered("en");
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    for (const words of [
      "WELLBEING TRAINING PROGRAMME",
      "Certificate of Attendance",
      "This is to certify that",
      "Siân Ŵyn Hughes",
      "attended and completed",
      "Module 2",
      "of the Standard course",
      "on 1 December 2026, 8 December 2026",
      "Delivered by Gwen Davies & Rhys Price",
      "Learning outcomes",
      "Help someone name what already supports their wellbeing",
      "Verification code: ABCD-EFGH-JKMN",
      "Issued on 9 December 2026",
    ])
      expect(text).toContain(words);
    // The address may wrap where a line ends: it is whole once the line breaks are taken out.
    expect(text.replace(/\s+/g, "")).toContain("https://training.example.org/verify/ABCD-EFGH-JKMN");
    expect(info).toMatch(/Pages:\s+1\b/);
    expect(info).toMatch(/Page size:\s+841\.89 x 595\.28 pts \(A4\)/);
    const fonts = execFileSync("pdffonts", [join(folder, "en.pdf")], { encoding: "utf8" });
    expect(fonts).toMatch(/DejaVuSans\s.*yes/);
    expect(fonts).toMatch(/DejaVuSans-Bold\s.*yes/);
  });

  it("says it in Welsh, Welsh letters kept as text", async () => {
    const { text } = await rendered("cy");
    for (const words of [
      "RHAGLEN HYFFORDDIANT LLESIANT",
      "Tystysgrif Presenoldeb",
      "Mae hyn i dystio bod",
      "Siân Ŵyn Hughes",
      "Modiwl 2",
      "y Cwrs safonol",
      "ar 1 Rhagfyr 2026, 8 Rhagfyr 2026",
      "Wedi'i gyflwyno gan Gwen Davies & Rhys Price",
      "Deilliannau dysgu",
      "Cod dilysu: ABCD-EFGH-JKMN",
    ])
      expect(text).toContain(words);
    expect(text).not.toContain("Certificate of Attendance");
  });

  it("gives someone who never chose a language both, Welsh first, a page each", async () => {
    const { text, info } = await rendered(null);
    expect(info).toMatch(/Pages:\s+2\b/);
    expect(text.indexOf("Tystysgrif Presenoldeb")).toBeGreaterThan(-1);
    expect(text.indexOf("Tystysgrif Presenoldeb")).toBeLessThan(text.indexOf("Certificate of Attendance"));
  });
});
