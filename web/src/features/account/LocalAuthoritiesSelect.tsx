import { Intent, MenuItem } from "@blueprintjs/core";
import { MultiSelect, type ItemRenderer } from "@blueprintjs/select";
import { LOCAL_AUTHORITIES } from "@wellbeing/domain";

interface LocalAuthoritiesSelectProps {
  readonly id: string;
  readonly selected: ReadonlyArray<string>;
  readonly onChange: (authorities: ReadonlyArray<string>) => void;
  readonly hasError: boolean;
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Delivery local authorities (§5, §9): several from the list, and new ones typed in. */
export const LocalAuthoritiesSelect = ({ id, selected, onChange, hasError }: LocalAuthoritiesSelectProps) => {
  const items = [...LOCAL_AUTHORITIES, ...selected.filter((chosen) => !LOCAL_AUTHORITIES.some((known) => sameName(known, chosen)))];
  const toggle = (authority: string) =>
    onChange(selected.some((chosen) => sameName(chosen, authority)) ? selected.filter((chosen) => !sameName(chosen, authority)) : [...selected, authority.trim()]);

  const renderAuthority: ItemRenderer<string> = (authority, { handleClick, handleFocus, modifiers, ref }) =>
    modifiers.matchesPredicate ? (
      <MenuItem
        key={authority}
        ref={ref}
        text={authority}
        active={modifiers.active}
        selected={selected.some((chosen) => sameName(chosen, authority))}
        roleStructure="listoption"
        shouldDismissPopover={false}
        onClick={handleClick}
        onFocus={handleFocus}
      />
    ) : null;

  return (
    <MultiSelect<string>
      items={items}
      selectedItems={[...selected]}
      itemRenderer={renderAuthority}
      itemPredicate={(query, authority) => authority.toLowerCase().includes(query.trim().toLowerCase())}
      onItemSelect={toggle}
      onRemove={toggle}
      tagRenderer={(authority) => authority}
      createNewItemFromQuery={(query) => query.trim()}
      createNewItemRenderer={(query, active, handleClick) =>
        query.trim() && !items.some((known) => sameName(known, query)) ? (
          <MenuItem key="create" icon="add" text={`Add "${query.trim()}"`} active={active} onClick={handleClick} roleStructure="listoption" shouldDismissPopover={false} />
        ) : undefined
      }
      noResults={<MenuItem disabled text="No matches" roleStructure="listoption" />}
      placeholder="Choose or type local authorities"
      fill
      resetOnSelect
      popoverProps={{ minimal: true, matchTargetWidth: true }}
      tagInputProps={{ intent: hasError ? Intent.DANGER : Intent.NONE, inputProps: { id, "aria-invalid": hasError ? true : undefined } }}
    />
  );
};
