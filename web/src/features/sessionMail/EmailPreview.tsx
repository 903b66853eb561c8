import { Card, H4, HTMLTable } from "@blueprintjs/core";
import type { ReactNode } from "react";
import type { SessionEmailContent } from "@wellbeing/domain";
import { useT } from "../../i18n/useT";

interface EmailPreviewProps {
  readonly content: SessionEmailContent;
  /** The editable preview's extra-information field, shown where that text goes: after the opening paragraph. */
  readonly extraInformationField?: ReactNode;
}

/** A session e-mail as its recipients will read it (§2.11 preview): subject, text, details and its link. */
export const EmailPreview = ({ content, extraInformationField }: EmailPreviewProps) => {
  const t = useT();
  return (
    <Card className="email-preview" aria-label={t("mailScreens.emailPreview")}>
      <p className="email-preview-subject">
        <span className="email-preview-label">{t("mailScreens.subject")}</span> {content.subject}
      </p>
      <H4>{content.heading}</H4>
      {content.paragraphs.map((paragraph, index) => (
        <div key={index}>
          <p className="email-preview-paragraph">{paragraph}</p>
          {index === 0 && extraInformationField}
        </div>
      ))}
      <HTMLTable compact className="email-preview-details">
        <tbody>
          {content.details.map(({ label, value }) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      {content.action && (
        <p className="email-preview-action">
          <a href={content.action.url} target="_blank" rel="noreferrer" className="bp6-button bp6-intent-primary">
            {content.action.label}
          </a>
          <span className="email-preview-url">{content.action.url}</span>
        </p>
      )}
    </Card>
  );
};
