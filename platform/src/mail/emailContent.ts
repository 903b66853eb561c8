import type { Language } from "@wellbeing/domain";
import { translatorFor } from "../catalogues";

/** What an e-mail says; `renderEmail` turns it into an HTML part and a plain-text part. */
export interface EmailContent {
  readonly heading: string;
  /** Plain text: every paragraph is escaped, so user-provided text can go straight in. */
  readonly paragraphs: ReadonlyArray<string>;
  readonly action?: { readonly label: string; readonly url: string };
  readonly details?: ReadonlyArray<{ readonly label: string; readonly value: string }>;
}

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);

const paragraphHtml = (text: string): string => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(text).replace(/\r?\n/g, "<br>")}</p>`;

const detailsHtml = (details: NonNullable<EmailContent["details"]>): string =>
  `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${details
    .map(
      ({ label, value }) =>
        `<tr><th scope="row" style="text-align:left;padding:4px 16px 4px 0;vertical-align:top">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join("")}</table>`;

const actionHtml = ({ label, url }: NonNullable<EmailContent["action"]>, language: Language): string =>
  `<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="background:#2d72d2;color:#ffffff;padding:10px 18px;` +
  `border-radius:4px;text-decoration:none;display:inline-block">${escapeHtml(label)}</a></p>` +
  `<p style="margin:0 0 16px;font-size:13px;color:#5f6b7c">${escapeHtml(buttonFallback(language, url))}</p>`;

const buttonFallback = (language: Language, url: string): string => translatorFor(language)("mail.buttonFallback", { url });

/** One language's part of an e-mail's body. */
const bodyHtml = (content: EmailContent, language: Language): string =>
  `<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(content.heading)}</h1>` +
  content.paragraphs.map(paragraphHtml).join("") +
  (content.details?.length ? detailsHtml(content.details) : "") +
  (content.action ? actionHtml(content.action, language) : "");

const HTML_LANG: Record<Language, string> = { cy: "cy", en: "en" };

/** The page around the parts, each marked with its language; the first part names the page. */
const toHtml = (parts: ReadonlyArray<readonly [Language, EmailContent]>): string =>
  `<!doctype html><html lang="${HTML_LANG[parts[0]![0]]}"><head><meta charset="utf-8"><title>${escapeHtml(parts.map(([, content]) => content.heading).join(" / "))}</title></head>` +
  `<body style="margin:0;padding:24px;background:#f6f7f9;font-family:Arial,Helvetica,sans-serif;color:#1c2127">` +
  `<div style="max-width:600px;margin:0 auto;background:#ffffff;padding:24px;border-radius:6px">` +
  parts
    .map(([language, content]) => `<div lang="${HTML_LANG[language]}">${bodyHtml(content, language)}</div>`)
    .join(`<hr style="border:0;border-top:1px solid #d3d8de;margin:24px 0">`) +
  `</div></body></html>`;

const toText = (content: EmailContent): string =>
  [
    content.heading,
    "",
    ...content.paragraphs.flatMap((paragraph) => [paragraph, ""]),
    ...(content.details?.length ? [...content.details.map(({ label, value }) => `${label}: ${value}`), ""] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ""] : []),
  ].join("\n");

/** Readable HTML and its plain-text twin in one language (English unless told), with all given text escaped. */
export const renderEmail = (content: EmailContent, language: Language = "en"): { html: string; text: string } => ({
  html: toHtml([[language, content]]),
  text: toText(content),
});

/** An e-mail that says the same in both languages, Welsh first (the Welsh Language Standards), as one message. */
export const renderBilingualEmail = (versions: Readonly<Record<Language, EmailContent>>): { html: string; text: string } => ({
  html: toHtml([
    ["cy", versions.cy],
    ["en", versions.en],
  ]),
  text: `${toText(versions.cy)}\n----------------------------------------\n\n${toText(versions.en)}`,
});

/** An absolute link into the app, from its public address. */
export const linkTo = (publicUrl: string, path: string): string => `${publicUrl.replace(/\/+$/, "")}/${path.replace(/^\/+/, "")}`;
