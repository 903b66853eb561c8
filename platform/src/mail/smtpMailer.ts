import nodemailer from "nodemailer";
import { DEFAULT_MAIL_FROM, type Mailer, type OutgoingMail } from "./mailer";

/** Sends through the SMTP server an `smtp://` or `smtps://` URL names (credentials in the URL). */
export const createSmtpMailer = (smtpUrl: string, from: string = DEFAULT_MAIL_FROM): Mailer => {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    send: async (mail: OutgoingMail) => {
      await transport.sendMail({
        from,
        to: [...mail.to],
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        attachments: mail.attachments?.map(({ filename, content, contentType }) => ({ filename, content, contentType })),
      });
    },
    close: async () => transport.close(),
  };
};
