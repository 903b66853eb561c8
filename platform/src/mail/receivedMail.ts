import PostalMime from "postal-mime";

/** An e-mail as an SMTP server received it, parsed. */
export interface ReceivedMail {
  readonly id: number;
  readonly receivedAt: Date;
  readonly from: string;
  readonly to: ReadonlyArray<string>;
  readonly subject: string;
  readonly html: string;
  readonly text: string;
  readonly attachments: ReadonlyArray<{ readonly filename: string; readonly contentType: string; readonly content: Buffer }>;
}

const toBuffer = (content: ArrayBuffer | Uint8Array | string): Buffer =>
  typeof content === "string" ? Buffer.from(content) : Buffer.from(content instanceof Uint8Array ? content : new Uint8Array(content));

/** Parses a raw RFC 5322 message; the envelope's recipients are the ones that count (Bcc included). */
export const parseReceivedMail = async (raw: Buffer, envelope: { id: number; from: string; to: ReadonlyArray<string> }): Promise<ReceivedMail> => {
  const parsed = await PostalMime.parse(raw);
  return {
    id: envelope.id,
    receivedAt: new Date(),
    from: envelope.from,
    to: envelope.to.map((address) => address.toLowerCase()),
    subject: parsed.subject ?? "",
    html: parsed.html ?? "",
    text: parsed.text ?? "",
    attachments: parsed.attachments.map((attachment) => ({
      filename: attachment.filename ?? "",
      contentType: attachment.mimeType,
      content: toBuffer(attachment.content),
    })),
  };
};
