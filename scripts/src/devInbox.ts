import type { FastifyInstance } from "fastify";
import { attachmentDisposition } from "@wellbeing/domain";
import { escapeHtml, type MailSink, type ReceivedMail } from "@wellbeing/platform";
import { isLoopbackAddress } from "./loopback";

// The development inbox: in development with no SMTP_URL, every e-mail the app sends lands in the
// local mail catcher, and this page shows it (newest first) so a developer can follow links in it.
// It shows password links: it answers this machine only, whatever address the server listens on.

export const DEV_INBOX_PATH = "/dev/mail";

const page = (title: string, body: string): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>` +
  `<style>body{font-family:Arial,Helvetica,sans-serif;margin:24px;color:#1c2127}table{border-collapse:collapse;width:100%}` +
  `th,td{text-align:left;padding:6px 10px;border-bottom:1px solid #dce0e5}iframe{width:100%;height:60vh;border:1px solid #dce0e5}` +
  `pre{white-space:pre-wrap;background:#f6f7f9;padding:12px}a{color:#2d72d2}</style></head><body>${body}</body></html>`;

const listPage = (messages: ReadonlyArray<ReceivedMail>): string =>
  page(
    "Development inbox",
    `<h1>Development inbox</h1><p>E-mails the app sent while no SMTP_URL is set (kept in memory until restart).</p>` +
      (messages.length === 0
        ? `<p>No messages received currently.</p>`
        : `<table><thead><tr><th>Received</th><th>To</th><th>Subject</th></tr></thead><tbody>${[...messages]
            .reverse()
            .map(
              (mail) =>
                `<tr><td>${mail.receivedAt.toLocaleString("en-GB")}</td><td>${escapeHtml(mail.to.join(", "))}</td>` +
                `<td><a href="${DEV_INBOX_PATH}/${mail.id}">${escapeHtml(mail.subject || "(no subject)")}</a></td></tr>`,
            )
            .join("")}</tbody></table>`),
  );

const messagePage = (mail: ReceivedMail): string =>
  page(
    mail.subject,
    `<p><a href="${DEV_INBOX_PATH}">← All messages</a></p><h1>${escapeHtml(mail.subject)}</h1>` +
      `<p>From ${escapeHtml(mail.from)} to ${escapeHtml(mail.to.join(", "))}, ${mail.receivedAt.toLocaleString("en-GB")}</p>` +
      `<iframe title="HTML part" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${escapeHtml(mail.html)}"></iframe>` +
      `<h2>Plain text</h2><pre>${escapeHtml(mail.text)}</pre>` +
      (mail.attachments.length
        ? `<h2>Attachments</h2><ul>${mail.attachments
            .map((file, index) => `<li><a href="${DEV_INBOX_PATH}/${mail.id}/attachments/${index}">${escapeHtml(file.filename)}</a></li>`)
            .join("")}</ul>`
        : ""),
  );

/** Its own inline styles, and the mail's HTML in a sandboxed srcdoc frame (which inherits this policy). */
const DEV_INBOX_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export const devInboxRoutes = async (app: FastifyInstance, sink: MailSink): Promise<void> => {
  // The socket's own peer, never X-Forwarded-For, which any client can write.
  app.addHook("onRequest", async (request, reply) => {
    if (!isLoopbackAddress(request.socket.remoteAddress)) return reply.callNotFound();
    reply.header("content-security-policy", DEV_INBOX_POLICY);
  });

  const find = (id: string) => sink.messages().find((mail) => String(mail.id) === id);

  app.get(DEV_INBOX_PATH, async (_request, reply) => reply.type("text/html; charset=utf-8").send(listPage(sink.messages())));

  app.get<{ Params: { id: string } }>(`${DEV_INBOX_PATH}/:id`, async (request, reply) => {
    const mail = find(request.params.id);
    if (!mail) return reply.code(404).type("text/html; charset=utf-8").send(page("Not found", "<p>No such message.</p>"));
    return reply.type("text/html; charset=utf-8").send(messagePage(mail));
  });

  app.get<{ Params: { id: string; index: string } }>(`${DEV_INBOX_PATH}/:id/attachments/:index`, async (request, reply) => {
    const file = find(request.params.id)?.attachments[Number(request.params.index)];
    if (!file) return reply.code(404).send();
    return reply.type(file.contentType).header("content-disposition", attachmentDisposition(file.filename)).send(file.content);
  });
};
