import { Tag } from "@blueprintjs/core";
import { useT } from "../../i18n/useT";

/** The addresses an e-mail went or goes to. */
export const RecipientList = ({ recipients }: { readonly recipients: ReadonlyArray<string> }) => {
  const t = useT();
  return (
    <div className="recipient-list" aria-label={t("mailScreens.recipients")}>
      {recipients.map((email) => (
        <Tag key={email} minimal>
          {email}
        </Tag>
      ))}
    </div>
  );
};
