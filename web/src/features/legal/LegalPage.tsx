import { H3 } from "@blueprintjs/core";
import type { MessageKey } from "@wellbeing/domain";
import { EXTERNAL_LINKS } from "../../config";
import { useT } from "../../i18n/useT";
import { PageLayout } from "../../ui/PageLayout";
import { sentenceWithLinks } from "./sentenceWithLinks";

/** One part of a legal page: its heading, its paragraphs, and a bulleted list if it has one. */
export interface LegalSection {
  readonly heading: MessageKey;
  readonly paragraphs: ReadonlyArray<MessageKey>;
  readonly list?: ReadonlyArray<MessageKey>;
}

interface LegalPageProps {
  readonly titleKey: MessageKey;
  readonly introKey: MessageKey;
  readonly sections: ReadonlyArray<LegalSection>;
}

/** The terms and the privacy notice: a public page of headed sections, ending with how to contact the programme. */
export const LegalPage = ({ titleKey, introKey, sections }: LegalPageProps) => {
  const t = useT();
  const email = EXTERNAL_LINKS.supportEmail;
  return (
    <PageLayout title={t(titleKey)} width="narrow">
      <article className="legal-page">
        <p>{t(introKey)}</p>
        {sections.map((section) => (
          <section key={section.heading}>
            <H3>{t(section.heading)}</H3>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{t(paragraph)}</p>
            ))}
            {section.list && (
              <ul>
                {section.list.map((item) => (
                  <li key={item}>{t(item)}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
        <section>
          <H3>{t("legal.contactHeading")}</H3>
          <p>{sentenceWithLinks(t, "legal.contact", { email: <a href={`mailto:${email}`}>{email}</a> })}</p>
        </section>
      </article>
    </PageLayout>
  );
};
