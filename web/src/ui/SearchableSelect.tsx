import { Intent } from "@blueprintjs/core";
import { Select } from "@blueprintjs/select";
import { useState } from "react";
import { useT } from "../i18n/useT";
import { Button } from "./Button";
import { choiceRenderer, matchesChoice, noChoiceMatches, type Choice } from "./choiceItems";
import { useSelectTriggerAria } from "./useSelectTriggerAria";

export type { Choice } from "./choiceItems";

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

/** Blueprint names the list it opens on the trigger only: the search box, the combobox while it is open, names it too. */
const nameListOnSearchBox = (popover: HTMLElement) => {
  const listId = popover.querySelector("[role=listbox]")?.id;
  if (listId) popover.querySelector("input[role=combobox]")?.setAttribute("aria-controls", listId);
};

/**
 * A drop-down list of choices with a search box, for lists too long to scan (people). The search box,
 * its clear button and the list are named in the language on screen (Blueprint's are English only).
 */
export const SearchableSelect = ({ id, choices, value, onChange, placeholder, hasError, disabled, loading }: SearchableSelectProps) => {
  const t = useT();
  const [query, setQuery] = useState("");
  const selected = choices.find((choice) => choice.value === value);
  useSelectTriggerAria(id);
  const clearButton = query ? (
    <Button aria-label={t("ui.clearSearch")} title={t("ui.clearSearch")} icon="cross" variant="minimal" onClick={() => setQuery("")} />
  ) : undefined;

  return (
    <Select<Choice>
      items={[...choices]}
      itemRenderer={choiceRenderer((choice) => choice.value === value)}
      itemPredicate={matchesChoice}
      onItemSelect={(choice) => onChange(choice.value)}
      noResults={noChoiceMatches}
      disabled={disabled}
      fill
      popoverProps={{ minimal: true, matchTargetWidth: true, onOpening: nameListOnSearchBox }}
      query={query}
      onQueryChange={setQuery}
      menuProps={{ "aria-label": t("ui.options") }}
      inputProps={{ placeholder: t("ui.search"), "aria-label": t("ui.search"), rightElement: clearButton }}
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
