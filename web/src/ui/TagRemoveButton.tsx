import { Classes, type TagProps } from "@blueprintjs/core";
import { SmallCrossIcon } from "@blueprintjs/icons";
import { useT } from "../i18n/useT";

interface TagRemoveButtonProps {
  /** What the tag shows, for the button's name ("Remove …"). */
  readonly name: string;
  readonly onRemove: () => void;
}

/** Blueprint's tag remove button (same class, same cross), named in the language on screen: Blueprint's says "Remove tag" in English. */
const TagRemoveButton = ({ name, onRemove }: TagRemoveButtonProps) => (
  <button type="button" className={Classes.TAG_REMOVE} aria-label={useT()("ui.removeItem", { name })} onClick={onRemove}>
    <SmallCrossIcon />
  </button>
);

/** Tag props for a removable tag: our remove button where Blueprint's `onRemove` would draw its own. */
export const removableTag = (name: string, onRemove: () => void): Pick<TagProps, "endIcon" | "onRemove"> => ({
  onRemove: undefined,
  endIcon: <TagRemoveButton name={name} onRemove={onRemove} />,
});
