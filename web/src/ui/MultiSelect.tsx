import { Button, type TagProps } from "@blueprintjs/core";
import { MultiSelect as BlueprintMultiSelect, type MultiSelectProps as BlueprintMultiSelectProps } from "@blueprintjs/select";
import type { ReactNode } from "react";
import { useT } from "../i18n/useT";
import { noChoiceMatches } from "./choiceItems";
import { removableTag } from "./TagRemoveButton";

type OwnProps =
  "onClear" | "onRemove" | "tagRenderer" | "placeholder" | "menuProps" | "tagInputProps" | "noResults" | "popoverProps" | "fill" | "resetOnSelect";

interface MultiSelectProps<T> extends Omit<BlueprintMultiSelectProps<T>, OwnProps> {
  /** A tag's words, also naming its remove button. */
  readonly tagRenderer: (item: T) => string;
  readonly onRemove: (item: T, index: number) => void;
  /** When given, a button clears every chosen item. */
  readonly onClear?: (() => void) | undefined;
  readonly placeholder: string;
  readonly tagInputProps?: Omit<NonNullable<BlueprintMultiSelectProps<T>["tagInputProps"]>, "rightElement" | "tagProps">;
  readonly tagProps?: Omit<TagProps, "onRemove" | "endIcon">;
}

/**
 * Blueprint's MultiSelect as the app shows it (full width, its list under the field, "No matches"),
 * with its remove and clear buttons and its list named in the language on screen: Blueprint's own
 * say "Remove tag", "Clear selected items" and "selectable options" in English.
 */
export const MultiSelect = <T,>({
  tagRenderer,
  onRemove,
  onClear,
  placeholder,
  tagInputProps,
  tagProps,
  selectedItems,
  disabled,
  ...props
}: MultiSelectProps<T>) => {
  const t = useT();
  const clearButton =
    onClear && selectedItems.length > 0 ? (
      <Button aria-label={t("ui.clearSelection")} title={t("ui.clearSelection")} icon="cross" variant="minimal" disabled={disabled} onClick={onClear} />
    ) : undefined;
  const tagPropsAt = (_tag: ReactNode, index: number): TagProps => {
    const item = selectedItems[index];
    return item === undefined || disabled
      ? { ...tagProps, onRemove: undefined }
      : { ...tagProps, ...removableTag(tagRenderer(item), () => onRemove(item, index)) };
  };
  return (
    <BlueprintMultiSelect<T>
      {...props}
      selectedItems={selectedItems}
      disabled={disabled}
      tagRenderer={tagRenderer}
      onRemove={onRemove}
      placeholder={placeholder}
      noResults={noChoiceMatches}
      menuProps={{ "aria-label": t("ui.options") }}
      fill
      resetOnSelect
      popoverProps={{ minimal: true, matchTargetWidth: true }}
      tagInputProps={{ ...tagInputProps, rightElement: clearButton, tagProps: tagPropsAt }}
    />
  );
};
