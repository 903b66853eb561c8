import { Button, InputGroup } from "@blueprintjs/core";
import { copyLink } from "./copyLink";

interface CopyableLinkProps {
  readonly id: string;
  /** Names the link for screen readers and the copy button. */
  readonly label: string;
  readonly url: string;
}

/** A link shown in full (selectable) with a button copying it. */
export const CopyableLink = ({ id, label, url }: CopyableLinkProps) => (
  <div className="copyable-link">
    <InputGroup id={id} aria-label={label} value={url} readOnly fill leftIcon="link" onFocus={(event) => event.currentTarget.select()} />
    <Button icon="duplicate" text="Copy link" aria-label={`Copy ${label.toLowerCase()}`} onClick={() => void copyLink(url)} />
  </div>
);
