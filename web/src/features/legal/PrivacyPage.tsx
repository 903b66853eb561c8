import { LegalPage, type LegalSection } from "./LegalPage";

const SECTIONS: ReadonlyArray<LegalSection> = [
  { heading: "legal.privacyWhoHeading", paragraphs: ["legal.privacyWho"] },
  {
    heading: "legal.privacyDataHeading",
    paragraphs: [],
    list: ["legal.privacyDataAccount", "legal.privacyDataPassword", "legal.privacyDataSessions", "legal.privacyDataEvaluations", "legal.privacyDataStaff"],
  },
  { heading: "legal.privacyWhyHeading", paragraphs: ["legal.privacyWhy"] },
  { heading: "legal.privacyBasisHeading", paragraphs: ["legal.privacyBasis"] },
  { heading: "legal.privacyResearchHeading", paragraphs: ["legal.privacyResearch", "legal.privacyAnonymisation"] },
  { heading: "legal.privacySharingHeading", paragraphs: ["legal.privacySharing"] },
  { heading: "legal.privacyRetentionHeading", paragraphs: ["legal.privacyRetention"] },
  { heading: "legal.privacyRightsHeading", paragraphs: ["legal.privacyRights", "legal.privacyComplaint"] },
  { heading: "legal.privacyLanguageHeading", paragraphs: ["legal.privacyLanguage"] },
  { heading: "legal.privacyCookiesHeading", paragraphs: ["legal.privacyCookies"] },
];

/** /privacy: the privacy notice, with the research-use notice of §1 (issue 11, rough edge 12). */
export const PrivacyPage = () => <LegalPage titleKey="legal.privacyTitle" introKey="legal.privacyIntro" sections={SECTIONS} />;
