import { MenuItem } from "@blueprintjs/core";
import { MultiSelect, type ItemPredicate, type ItemRenderer } from "@blueprintjs/select";
import type { Choice } from "../../ui/SearchableSelect";

interface ChoiceMultiSelectProps {
  /** The id of the text box, for the field's label. */
  readonly id: string;
  readonly choices: ReadonlyArray<Choice>;
  readonly values: ReadonlyArray<string>;
  readonly onChange: (values: ReadonlyArray<string>) => void;
  readonly placeholder: string;
  readonly disabled?: boolean;
}

const matchesQuery: ItemPredicate<Choice> = (query, choice) => choice.label.toLowerCase().includes(query.trim().toLowerCase());

/** Several choices from a searchable list, shown as removable tags (Blueprint's MultiSelect). */
export const ChoiceMultiSelect = ({ id, choices, values, onChange, placeholder, disabled }: ChoiceMultiSelectProps) => {
  const selected = values.flatMap((value) => choices.filter((choice) => choice.value === value));
  const toggle = (choice: Choice) =>
    onChange(values.includes(choice.value) ? values.filter((value) => value !== choice.value) : [...values, choice.value]);
  const renderChoice: ItemRenderer<Choice> = (choice, { handleClick, handleFocus, modifiers, ref }) =>
    modifiers.matchesPredicate ? (
      <MenuItem
        key={choice.value}
        ref={ref}
        text={choice.label}
        active={modifiers.active}
        disabled={modifiers.disabled}
        selected={values.includes(choice.value)}
        roleStructure="listoption"
        onClick={handleClick}
        onFocus={handleFocus}
      />
    ) : null;

  return (
    <MultiSelect<Choice>
      items={[...choices]}
      selectedItems={selected}
      itemRenderer={renderChoice}
      itemPredicate={matchesQuery}
      itemsEqual="value"
      onItemSelect={toggle}
      onRemove={(choice) => toggle(choice)}
      onClear={values.length > 0 ? () => onChange([]) : undefined}
      tagRenderer={(choice) => choice.label}
      noResults={<MenuItem disabled text="No matches" roleStructure="listoption" />}
      placeholder={placeholder}
      disabled={disabled}
      fill
      resetOnSelect
      popoverProps={{ minimal: true, matchTargetWidth: true }}
      tagInputProps={{ inputProps: { id }, tagProps: { minimal: true } }}
    />
  );
};
