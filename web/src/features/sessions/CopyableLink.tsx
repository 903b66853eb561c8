import { Button, InputGroup } from "@blueprintjs/core";
import { useT } from "../../i18n/useT";
import { copyLink } from "./copyLink";

interface CopyableLinkProps {
  readonly id: string;
  /** Names the link for screen readers and the copy button. */
  readonly label: string;
  readonly url: string;
}

/** A link shown in full (selectable) with a button copying it. */
export const CopyableLink = ({ id, label, url }: CopyableLinkProps) => {
  const t = useT();
  return (
    <div className="copyable-link">
      <InputGroup id={id} aria-label={label} value={url} readOnly fill leftIcon="link" onFocus={(event) => event.currentTarget.select()} />
      <Button
        icon="duplicate"
        text={t("session.copyLink")}
        aria-label={t("session.copyNamedLink", { label: label.toLowerCase() })}
        onClick={() => void copyLink(url, t)}
      />
    </div>
  );
};
