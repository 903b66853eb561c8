import { fileURLToPath } from "node:url";
import PDFDocument from "pdfkit";
import type { DocumentSection, DocumentText } from "./documentText";

// Lays out one course-material document as an A4 PDF. The font is embedded (DejaVu Sans, shipped in
// scripts/fonts with its licence): the standard PDF fonts have no ŵ or ŷ.

const FONT = fileURLToPath(new URL("../../fonts/dejavu/DejaVuSans.ttf", import.meta.url));
const BOLD_FONT = fileURLToPath(new URL("../../fonts/dejavu/DejaVuSans-Bold.ttf", import.meta.url));

/** A fixed date, so writing the documents again gives the same bytes (the committed files only change with their words). */
const WRITTEN = new Date("2026-01-01T00:00:00Z");

const INK = "#1c2127";
const MUTED = "#5f6b7c";
const ACCENT = "#2d72d2";
const MARGIN = 56;

const writeSection = (pdf: PDFKit.PDFDocument, section: DocumentSection): void => {
  const width = pdf.page.width - 2 * MARGIN;
  pdf.moveDown(0.8).font("bold").fontSize(13).fillColor(ACCENT).text(section.heading);
  pdf.moveDown(0.3).font("regular").fontSize(11).fillColor(INK);
  for (const paragraph of section.paragraphs ?? []) pdf.text(paragraph, { width, lineGap: 2 }).moveDown(0.4);
  if (section.bullets) pdf.list([...section.bullets], { width, lineGap: 2, bulletRadius: 2, textIndent: 12, bulletIndent: 4 });
  for (const prompt of section.writeIn ?? []) {
    pdf.text(prompt, { width, lineGap: 2 }).moveDown(0.3);
    for (let line = 0; line < 2; line += 1) {
      pdf.moveDown(1.2);
      pdf
        .moveTo(MARGIN, pdf.y)
        .lineTo(MARGIN + width, pdf.y)
        .lineWidth(0.5)
        .strokeColor(MUTED)
        .stroke();
    }
    pdf.moveDown(0.8);
  }
};

/** The PDF of a document's words, as bytes. */
export const materialPdf = (text: DocumentText, language: string): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const pdf = new PDFDocument({
      size: "A4",
      margin: MARGIN,
      lang: language,
      displayTitle: true,
      info: { Title: text.title, Subject: text.subtitle, Author: text.context, CreationDate: WRITTEN, ModDate: WRITTEN },
      bufferPages: true,
    });
    const chunks: Buffer[] = [];
    pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);

    pdf.registerFont("regular", FONT);
    pdf.registerFont("bold", BOLD_FONT);
    pdf.font("bold").fontSize(22).fillColor(INK).text(text.title);
    pdf.moveDown(0.2).font("regular").fontSize(14).fillColor(MUTED).text(text.subtitle);
    pdf
      .moveDown(0.6)
      .moveTo(MARGIN, pdf.y)
      .lineTo(pdf.page.width - MARGIN, pdf.y)
      .lineWidth(1.5)
      .strokeColor(ACCENT)
      .stroke();
    for (const section of text.sections) writeSection(pdf, section);

    // The footer of every page: what the document is, and the page number.
    const { start, count } = pdf.bufferedPageRange();
    for (let index = start; index < start + count; index += 1) {
      pdf.switchToPage(index);
      const bottom = pdf.page.height - MARGIN + 16;
      pdf.page.margins.bottom = 0;
      pdf.font("regular").fontSize(8).fillColor(MUTED);
      pdf.text(text.context, MARGIN, bottom, { width: pdf.page.width - 2 * MARGIN - 40, lineBreak: false });
      pdf.text(`${index + 1}/${count}`, pdf.page.width - MARGIN - 40, bottom, { width: 40, align: "right", lineBreak: false });
    }
    pdf.end();
  });
