import { describe, expect, it } from "vitest";
import { asciiFileName, attachmentDisposition, fileNameOfDisposition } from "./contentDisposition";

// A file's name in a download's Content-Disposition (RFC 6266, RFC 5987): in UTF-8 whole, and an ASCII
// stand-in for older clients; read back by the web app the same way.

describe("a download's file name", () => {
  it("given a Welsh name, carries it whole in UTF-8 (percent-encoded) and as ASCII with its accents dropped", () => {
    const header = attachmentDisposition("Nia Ŵyn Hughes-1764000000000.pdf");
    expect(header).toBe(`attachment; filename="Nia Wyn Hughes-1764000000000.pdf"; filename*=UTF-8''Nia%20%C5%B4yn%20Hughes-1764000000000.pdf`);
    // Every byte a header may hold: printable ASCII only.
    expect(header).toMatch(/^[\x20-\x7e]+$/);
  });

  it("given quotes, backslashes, apostrophes, brackets or line breaks, keeps the header whole and the name readable back", () => {
    const name = `Siân "Sia" O'Neill (Caerdydd)\\\r\n*.pdf`;
    const header = attachmentDisposition(name);
    expect(header).toMatch(/^[\x20-\x7e]+$/);
    expect(header).not.toMatch(/[\r\n]/);
    expect(asciiFileName(name)).toBe("Sian _Sia_ O'Neill (Caerdydd)___*.pdf");
    expect(fileNameOfDisposition(header)).toBe(name);
  });

  it("given a plain ASCII name, carries it as it is, once", () => {
    const header = attachmentDisposition("sessions-all-2026-12-01T10:00:00.000Z.csv");
    expect(header).toBe(`attachment; filename="sessions-all-2026-12-01T10:00:00.000Z.csv"`);
    expect(fileNameOfDisposition(header)).toBe("sessions-all-2026-12-01T10:00:00.000Z.csv");
  });

  it("reads a header with only the plain name, quoted or not, and none at all as null", () => {
    expect(fileNameOfDisposition(`attachment; filename="report.csv"`)).toBe("report.csv");
    expect(fileNameOfDisposition("attachment; filename=report.csv")).toBe("report.csv");
    expect(fileNameOfDisposition(`attachment; filename="plain.pdf"; filename*=UTF-8''%E0%A4%A`)).toBe("plain.pdf");
    expect(fileNameOfDisposition("inline")).toBeNull();
    expect(fileNameOfDisposition(null)).toBeNull();
  });
});
