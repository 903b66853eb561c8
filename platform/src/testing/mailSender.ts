import path from "node:path";
import { startScriptProcess, type ScriptProcess } from "./scriptProcess";

/** Another process sending one e-mail through the outbox (see mailSenderProcess.ts): it prints "sending", then "sent". */
export const startMailSenderProcess = (options: { databaseUrl: string; smtpUrl: string; to: string; subject: string }): ScriptProcess =>
  startScriptProcess(path.resolve(import.meta.dirname, "mailSenderProcess.ts"), {
    DATABASE_URL: options.databaseUrl,
    SMTP_URL: options.smtpUrl,
    MAIL_TO: options.to,
    MAIL_SUBJECT: options.subject,
  });
