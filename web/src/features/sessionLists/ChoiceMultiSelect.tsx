import { choiceRenderer, matchesChoice, type Choice } from "../../ui/choiceItems";
import { MultiSelect } from "../../ui/MultiSelect";

interface ChoiceMultiSelectProps {
  /** The id of the text box, for the field's label. */
  readonly id: string;
  readonly choices: ReadonlyArray<Choice>;
  readonly values: ReadonlyArray<string>;
  readonly onChange: (values: ReadonlyArray<string>) => void;
  readonly placeholder: string;
  readonly disabled?: boolean;
}

/** Several choices from a searchable list, shown as removable tags. */
export const ChoiceMultiSelect = ({ id, choices, values, onChange, placeholder, disabled }: ChoiceMultiSelectProps) => {
  const selected = values.flatMap((value) => choices.filter((choice) => choice.value === value));
  const toggle = (choice: Choice) => onChange(values.includes(choice.value) ? values.filter((value) => value !== choice.value) : [...values, choice.value]);

  return (
    <MultiSelect<Choice>
      items={[...choices]}
      selectedItems={selected}
      itemRenderer={choiceRenderer((choice) => values.includes(choice.value))}
      itemPredicate={matchesChoice}
      itemsEqual="value"
      onItemSelect={toggle}
      onRemove={(choice) => toggle(choice)}
      onClear={values.length > 0 ? () => onChange([]) : undefined}
      tagRenderer={(choice) => choice.label}
      placeholder={placeholder}
      disabled={disabled}
      tagInputProps={{ inputProps: { id } }}
      tagProps={{ minimal: true }}
    />
  );
};
