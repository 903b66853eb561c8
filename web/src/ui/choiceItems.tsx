import { MenuItem } from "@blueprintjs/core";
import type { ItemPredicate, ItemRenderer } from "@blueprintjs/select";
import { useT } from "../i18n/useT";

export interface Choice {
  readonly value: string;
  readonly label: string;
}

/** A choice matches a search when its label contains the typed text, whatever the case. */
export const matchesChoice: ItemPredicate<Choice> = (query, choice) => choice.label.toLowerCase().includes(query.trim().toLowerCase());

/** Renders each matching choice as a list option, ticked when `isSelected` says so. */
export const choiceRenderer =
  (isSelected: (choice: Choice) => boolean): ItemRenderer<Choice> =>
  (choice, { handleClick, handleFocus, id, modifiers, ref }) =>
    modifiers.matchesPredicate ? (
      <MenuItem
        key={choice.value}
        // The list's search box names the active option by this id (aria-activedescendant).
        id={id}
        ref={ref}
        text={choice.label}
        active={modifiers.active}
        disabled={modifiers.disabled}
        selected={isSelected(choice)}
        roleStructure="listoption"
        onClick={handleClick}
        onFocus={handleFocus}
      />
    ) : null;

const NoChoiceMatches = () => <MenuItem disabled text={useT()("ui.noMatches")} roleStructure="listoption" />;

/** What the list shows when nothing matches the search. */
export const noChoiceMatches = <NoChoiceMatches />;
