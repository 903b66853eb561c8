import { courseLabelIn, moduleLabelIn, pathTo, type CertificateIssuedData, type Language } from "@wellbeing/domain";
import { linkTo, mailInLanguageOf, type OutgoingMail } from "@wellbeing/platform";

/** The certificate e-mailed (§7 sendEmail): a short note in the holder's language, the PDF attached. */
export const certificateMail = (options: {
  readonly to: string;
  readonly certificate: CertificateIssuedData;
  readonly pdf: Buffer;
  readonly fileName: string;
  readonly language: Language | null;
  readonly publicUrl: string;
}): OutgoingMail => {
  const { certificate } = options;
  const verifyUrl = linkTo(options.publicUrl, pathTo("verifyCertificate", { code: certificate.code }));
  return {
    to: [options.to],
    ...mailInLanguageOf(options.language, (t) => {
      const module = moduleLabelIn(t, certificate.module);
      return {
        subject: t("certificates.mailSubject", { module }),
        content: {
          heading: t("certificates.mailHeading"),
          paragraphs: [
            t("certificates.mailText", { module, course: courseLabelIn(t, certificate.course) }),
            t("certificates.mailVerify", { code: certificate.code }),
          ],
          action: { label: t("certificates.verifyTitle"), url: verifyUrl },
        },
      };
    }),
    attachments: [{ filename: options.fileName, contentType: "application/pdf", content: options.pdf }],
  };
};
