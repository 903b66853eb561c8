import { Intent, MenuItem } from "@blueprintjs/core";
import { MultiSelect, type ItemRenderer } from "@blueprintjs/select";
import { LOCAL_AUTHORITIES } from "@wellbeing/domain";
import { FormField } from "../../ui/FormField";

interface LocalAuthoritiesFieldProps {
  readonly id: string;
  readonly selected: ReadonlyArray<string>;
  readonly onChange: (authorities: ReadonlyArray<string>) => void;
  readonly error?: string | undefined;
}

/** Delivery local authorities: the §9 list, and any other typed in. */
export const LocalAuthoritiesField = ({ id, selected, onChange, error }: LocalAuthoritiesFieldProps) => {
  const toggle = (authority: string) =>
    onChange(selected.includes(authority) ? selected.filter((chosen) => chosen !== authority) : [...selected, authority]);

  const renderAuthority: ItemRenderer<string> = (authority, { handleClick, handleFocus, modifiers, ref }) =>
    modifiers.matchesPredicate ? (
      <MenuItem
        key={authority}
        ref={ref}
        text={authority}
        active={modifiers.active}
        selected={selected.includes(authority)}
        roleStructure="listoption"
        shouldDismissPopover={false}
        onClick={handleClick}
        onFocus={handleFocus}
      />
    ) : null;

  return (
    <FormField label="Delivery local authorities" labelFor={id} error={error} hint="Choose from the list, or type another and press Enter">
      <MultiSelect<string>
        items={[...new Set([...LOCAL_AUTHORITIES, ...selected])]}
        selectedItems={[...selected]}
        itemRenderer={renderAuthority}
        itemPredicate={(query, authority) => authority.toLowerCase().includes(query.trim().toLowerCase())}
        onItemSelect={toggle}
        onRemove={toggle}
        tagRenderer={(authority) => authority}
        createNewItemFromQuery={(query) => query.trim()}
        createNewItemRenderer={(query, active, handleClick) =>
          query.trim() === "" ? undefined : (
            <MenuItem key="create" icon="add" text={`Add "${query.trim()}"`} active={active} roleStructure="listoption" onClick={handleClick} shouldDismissPopover={false} />
          )
        }
        noResults={<MenuItem disabled text="No matches" roleStructure="listoption" />}
        placeholder="Choose local authorities"
        fill
        resetOnSelect
        popoverProps={{ minimal: true, matchTargetWidth: true }}
        tagInputProps={{
          intent: error ? Intent.DANGER : Intent.NONE,
          inputProps: {
            id,
            "aria-invalid": error ? true : undefined,
            // Enter picks or adds an authority (on key up): it must not also submit the form.
            onKeyDown: (event) => {
              if (event.key === "Enter") event.preventDefault();
            },
          },
        }}
      />
    </FormField>
  );
};
