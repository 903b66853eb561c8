import { certificateWords, pathTo, type CertificateIssuedData, type Language } from "@wellbeing/domain";
import { linkTo, wordingsOf, type EventStore } from "@wellbeing/platform";
import { loadAccounts } from "../users/accounts";
import { certificatePdf } from "./pdf";

/** An issued certificate as a PDF, in the language chosen on the certificate screen. */
export const certificateDocument = async (
  deps: { readonly store: EventStore; readonly publicUrl: string },
  certificate: CertificateIssuedData,
  trainerIds: ReadonlyArray<string>,
  language: Language,
): Promise<Buffer> => {
  // Trainers by their names now (an erased trainer is left out); the rest as it was issued.
  const trainers = (await loadAccounts(deps.store, trainerIds)).map((trainer) => trainer?.name ?? null);
  const verifyUrl = linkTo(deps.publicUrl, pathTo("verifyCertificate", { code: certificate.code }));
  const facts = { ...certificate, name: certificate.name ?? "", trainers, verifyUrl };
  const pages = wordingsOf(language).map((wording) => ({ language: wording.language, words: certificateWords(facts, wording) }));
  return certificatePdf(pages, verifyUrl, new Date(certificate.issuedAt));
};
