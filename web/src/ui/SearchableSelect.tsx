import { Button, Intent, MenuItem } from "@blueprintjs/core";
import { Select, type ItemPredicate, type ItemRenderer } from "@blueprintjs/select";

export interface Choice {
  readonly value: string;
  readonly label: string;
}

interface SearchableSelectProps {
  /** The id of the button, for the field's label. */
  readonly id: string;
  readonly choices: ReadonlyArray<Choice>;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly placeholder: string;
  readonly hasError?: boolean;
  readonly disabled?: boolean;
  readonly loading?: boolean;
}

const matchesQuery: ItemPredicate<Choice> = (query, choice) => choice.label.toLowerCase().includes(query.trim().toLowerCase());

/** A drop-down list of choices with a search box, for lists too long to scan (people). */
export const SearchableSelect = ({ id, choices, value, onChange, placeholder, hasError, disabled, loading }: SearchableSelectProps) => {
  const selected = choices.find((choice) => choice.value === value);
  const renderChoice: ItemRenderer<Choice> = (choice, { handleClick, handleFocus, modifiers, ref }) =>
    modifiers.matchesPredicate ? (
      <MenuItem
        key={choice.value}
        ref={ref}
        text={choice.label}
        active={modifiers.active}
        disabled={modifiers.disabled}
        selected={choice.value === value}
        roleStructure="listoption"
        onClick={handleClick}
        onFocus={handleFocus}
      />
    ) : null;

  return (
    <Select<Choice>
      items={[...choices]}
      itemRenderer={renderChoice}
      itemPredicate={matchesQuery}
      onItemSelect={(choice) => onChange(choice.value)}
      noResults={<MenuItem disabled text="No matches" roleStructure="listoption" />}
      disabled={disabled}
      fill
      popoverProps={{ minimal: true, matchTargetWidth: true }}
      inputProps={{ placeholder: "Search", "aria-label": "Search" }}
    >
      <Button
        id={id}
        fill
        alignText="start"
        endIcon="caret-down"
        text={selected?.label ?? placeholder}
        intent={hasError ? Intent.DANGER : Intent.NONE}
        aria-invalid={hasError ? true : undefined}
        variant="outlined"
        disabled={disabled}
        loading={loading}
        className={selected ? undefined : "placeholder-text"}
      />
    </Select>
  );
};
