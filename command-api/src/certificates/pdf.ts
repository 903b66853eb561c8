import { buffer } from "node:stream/consumers";
import { fileURLToPath } from "node:url";
import PDFDocument from "pdfkit";
import QRCode from "qrcode";
import type { CertificateWords, Language } from "@wellbeing/domain";

// Lays out a certificate (§2.18): A4 landscape, vector drawing and text only (the QR code too), so it
// prints sharp at any size. The font is the course materials' DejaVu Sans, embedded: the standard PDF
// fonts have no ŵ or ŷ.

const FONTS = new URL("../../../scripts/fonts/dejavu/", import.meta.url);
const FONT = fileURLToPath(new URL("DejaVuSans.ttf", FONTS));
const BOLD_FONT = fileURLToPath(new URL("DejaVuSans-Bold.ttf", FONTS));

const INK = "#1c2127";
const MUTED = "#5f6b7c";
const ACCENT = "#2d72d2";
const GOLD = "#c87619";
const MARGIN = 42;
const QR_SIZE = 96;

/** One page of the certificate in one language. */
export interface CertificatePage {
  readonly language: Language;
  readonly words: CertificateWords;
}

/** The QR code of the verification address, drawn as squares (no bitmap to blur when printed). */
const drawQrCode = (pdf: PDFKit.PDFDocument, text: string, x: number, y: number, size: number): void => {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const cell = size / modules.size;
  pdf
    .save()
    .rect(x - 4, y - 4, size + 8, size + 8)
    .fill("#ffffff")
    .fillColor(INK);
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) pdf.rect(x + column * cell, y + row * cell, cell + 0.05, cell + 0.05);
    }
  }
  pdf.fill(INK).restore();
};

const centred = (pdf: PDFKit.PDFDocument, text: string, options: { font: "regular" | "bold"; size: number; color: string; gap?: number }): void => {
  const width = pdf.page.width - 2 * (MARGIN + 30);
  pdf
    .font(options.font)
    .fontSize(options.size)
    .fillColor(options.color)
    .text(text, MARGIN + 30, pdf.y, { width, align: "center" });
  pdf.moveDown(options.gap ?? 0.3);
};

const drawPage = (pdf: PDFKit.PDFDocument, { words }: CertificatePage, verifyUrl: string): void => {
  const { width, height } = pdf.page;
  // A double frame: a heavy accent line, a fine gold one inside.
  pdf
    .lineWidth(4)
    .strokeColor(ACCENT)
    .rect(MARGIN / 2, MARGIN / 2, width - MARGIN, height - MARGIN)
    .stroke();
  pdf
    .lineWidth(0.8)
    .strokeColor(GOLD)
    .rect(MARGIN / 2 + 8, MARGIN / 2 + 8, width - MARGIN - 16, height - MARGIN - 16)
    .stroke();

  pdf.y = MARGIN + 36;
  centred(pdf, words.programme.toUpperCase(), { font: "bold", size: 11, color: MUTED, gap: 0.9 });
  centred(pdf, words.title, { font: "bold", size: 34, color: INK, gap: 0.7 });
  centred(pdf, words.certifies, { font: "regular", size: 13, color: MUTED, gap: 0.4 });
  centred(pdf, words.name, { font: "bold", size: 30, color: ACCENT, gap: 0.4 });
  centred(pdf, words.completed, { font: "regular", size: 13, color: MUTED, gap: 0.4 });
  centred(pdf, words.module, { font: "bold", size: 22, color: INK, gap: 0.3 });
  centred(pdf, words.course, { font: "regular", size: 13, color: INK, gap: 0.15 });
  centred(pdf, words.dates, { font: "regular", size: 13, color: INK, gap: 0.15 });
  if (words.trainers) centred(pdf, words.trainers, { font: "regular", size: 12, color: MUTED, gap: 0.15 });

  // The learning outcomes at the foot, left; the verification (QR code, code, address) at the right.
  const footTop = height - MARGIN - 22 - QR_SIZE - 6;
  const left = MARGIN + 24;
  const qrX = width - MARGIN - 24 - QR_SIZE;
  const outcomesWidth = 350;
  pdf.font("bold").fontSize(11).fillColor(ACCENT).text(words.outcomesHeading, left, footTop, { width: outcomesWidth });
  pdf.moveDown(0.2).font("regular").fontSize(10).fillColor(INK);
  pdf.list([...words.outcomes], left, pdf.y, { width: outcomesWidth, bulletRadius: 1.6, textIndent: 10, bulletIndent: 2, lineGap: 1.5 });

  drawQrCode(pdf, verifyUrl, qrX, footTop, QR_SIZE);
  const codeX = left + outcomesWidth + 14;
  const codeWidth = qrX - 12 - codeX;
  // The code on one line: a reader copies it whole.
  pdf
    .font("bold")
    .fontSize(10)
    .fillColor(INK)
    .text(words.code, codeX, footTop + QR_SIZE - 52, { width: codeWidth, align: "right", lineBreak: false });
  pdf
    .font("regular")
    .fontSize(8)
    .fillColor(MUTED)
    .text(words.verifyAt, codeX, footTop + QR_SIZE - 36, { width: codeWidth, align: "right" });
  pdf.text(words.issuedOn, codeX, pdf.y + 2, { width: codeWidth, align: "right" });
};

/** The certificate as PDF bytes: a page per language (both: Welsh first), the QR code leading to `verifyUrl`. */
export const certificatePdf = (pages: ReadonlyArray<CertificatePage>, verifyUrl: string, issuedAt: Date): Promise<Buffer> => {
  const first = pages[0]!;
  const pdf = new PDFDocument({
    size: "A4",
    layout: "landscape",
    margin: MARGIN,
    autoFirstPage: false,
    lang: first.language,
    displayTitle: true,
    info: { Title: first.words.documentTitle, Author: first.words.programme, Subject: first.words.name, CreationDate: issuedAt, ModDate: issuedAt },
  });
  const bytes = buffer(pdf);
  pdf.registerFont("regular", FONT);
  pdf.registerFont("bold", BOLD_FONT);
  for (const page of pages) {
    // A low bottom margin: the foot is placed by hand, and text below the margin would start a page.
    pdf.addPage({ size: "A4", layout: "landscape", margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: 8 } });
    drawPage(pdf, page, verifyUrl);
  }
  pdf.end();
  return bytes;
};
