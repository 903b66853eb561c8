import { LegalPage, type LegalSection } from "./LegalPage";

const SECTIONS: ReadonlyArray<LegalSection> = [
  { heading: "legal.termsWhoHeading", paragraphs: ["legal.termsWho"] },
  { heading: "legal.termsFundingHeading", paragraphs: ["legal.termsFunding"] },
  { heading: "legal.termsAccountHeading", paragraphs: ["legal.termsAccount"] },
  { heading: "legal.termsSessionsHeading", paragraphs: ["legal.termsSessions"] },
  { heading: "legal.termsEvaluationsHeading", paragraphs: ["legal.termsEvaluations"] },
  { heading: "legal.termsCertificatesHeading", paragraphs: ["legal.termsCertificates"] },
  { heading: "legal.termsConductHeading", paragraphs: ["legal.termsConduct"] },
  { heading: "legal.termsChangesHeading", paragraphs: ["legal.termsChanges"] },
  { heading: "legal.termsLawHeading", paragraphs: ["legal.termsLaw"] },
];

/** /terms: the programme's terms and conditions (issue 11, rough edge 12). */
export const TermsPage = () => <LegalPage titleKey="legal.termsTitle" introKey="legal.termsIntro" sections={SECTIONS} />;
