import { Intent, MenuItem } from "@blueprintjs/core";
import type { ItemRenderer } from "@blueprintjs/select";
import { LOCAL_AUTHORITIES } from "@wellbeing/domain";
import { localAuthorityLabel } from "../../i18n/choiceLabels";
import { useT } from "../../i18n/useT";
import { FormField } from "../../ui/FormField";
import { MultiSelect } from "../../ui/MultiSelect";

interface LocalAuthoritiesFieldProps {
  readonly id: string;
  readonly selected: ReadonlyArray<string>;
  readonly onChange: (authorities: ReadonlyArray<string>) => void;
  readonly error?: string | undefined;
  readonly placeholder: string;
  readonly hint?: string;
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Delivery local authorities (§5, §9): several from the list, and new ones typed in. */
export const LocalAuthoritiesField = ({ id, selected, onChange, error, placeholder, hint }: LocalAuthoritiesFieldProps) => {
  const t = useT();
  const labelOf = (authority: string) => localAuthorityLabel(t, authority);
  const items = [...LOCAL_AUTHORITIES, ...selected.filter((chosen) => !LOCAL_AUTHORITIES.some((known) => sameName(known, chosen)))];
  const toggle = (authority: string) =>
    onChange(
      selected.some((chosen) => sameName(chosen, authority)) ? selected.filter((chosen) => !sameName(chosen, authority)) : [...selected, authority.trim()],
    );

  const renderAuthority: ItemRenderer<string> = (authority, { handleClick, handleFocus, modifiers, ref }) =>
    modifiers.matchesPredicate ? (
      <MenuItem
        key={authority}
        ref={ref}
        text={labelOf(authority)}
        active={modifiers.active}
        selected={selected.some((chosen) => sameName(chosen, authority))}
        roleStructure="listoption"
        shouldDismissPopover={false}
        onClick={handleClick}
        onFocus={handleFocus}
      />
    ) : null;

  return (
    <FormField label={t("account.localAuthorities")} labelFor={id} error={error} hint={hint}>
      <MultiSelect<string>
        items={items}
        selectedItems={[...selected]}
        itemRenderer={renderAuthority}
        itemPredicate={(query, authority) => [authority, labelOf(authority)].some((name) => name.toLowerCase().includes(query.trim().toLowerCase()))}
        onItemSelect={toggle}
        onRemove={toggle}
        tagRenderer={labelOf}
        createNewItemFromQuery={(query) => query.trim()}
        createNewItemRenderer={(query, active, handleClick) =>
          query.trim() && !items.some((known) => sameName(known, query) || sameName(labelOf(known), query)) ? (
            <MenuItem
              key="create"
              icon="add"
              text={t("account.addLocalAuthority", { name: query.trim() })}
              active={active}
              onClick={handleClick}
              roleStructure="listoption"
              shouldDismissPopover={false}
            />
          ) : undefined
        }
        placeholder={placeholder}
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
