import { AnchorButton, Icon, Tag } from "@blueprintjs/core";
import { otherLanguage, type MaterialsAnswer } from "@wellbeing/domain";
import { useLanguage } from "../../i18n/useT";
import { downloadHref } from "./links";

type MaterialDocumentAnswer = MaterialsAnswer["modules"][number]["documents"][number];

/** One document of a module's card: pre- or post-session, downloadable in either language when open, or locked with why (§6). */
export const MaterialDocumentRow = ({ document, moduleLabel }: { readonly document: MaterialDocumentAnswer; readonly moduleLabel: string }) => {
  const { t, language } = useLanguage();
  const title = t(`materials.kind_${document.kind}`);
  const other = otherLanguage(language);
  return (
    <li className={`item-row material-document${document.lock ? " material-document-locked" : ""}`}>
      <div className="material-document-name">
        <Tag minimal intent={document.timing === "pre-session" ? "primary" : "success"}>
          {t(`materials.timing_${document.timing}`)}
        </Tag>
        <span className="material-document-title">{title}</span>
      </div>
      {document.downloadUrl ? (
        <div className="material-document-actions">
          <AnchorButton
            href={downloadHref(document.downloadUrl, language)}
            icon="download"
            variant="outlined"
            text={t("materials.download")}
            aria-label={t("materials.downloadLabel", { document: title, module: moduleLabel })}
          />
          <a
            href={downloadHref(document.downloadUrl, other)}
            hrefLang={other}
            aria-label={t("materials.otherLanguageLabel", { document: title, module: moduleLabel })}
          >
            {t("materials.otherLanguage")}
          </a>
        </div>
      ) : (
        <div className="material-document-lock">
          <Tag icon="lock" intent="warning">
            {t("materials.locked")}
          </Tag>
          <span className="material-document-why">
            <Icon icon="info-sign" size={12} aria-hidden /> {document.lock && t(`materials.lock_${document.lock}`)}
          </span>
        </div>
      )}
    </li>
  );
};
