import { Intent, MenuItem } from "@blueprintjs/core";
import type { ItemRenderer } from "@blueprintjs/select";
import type { Module } from "@wellbeing/domain";
import { useT } from "../../i18n/useT";
import { MultiSelect } from "../../ui/MultiSelect";

interface ModulesSelectProps {
  readonly id: string;
  readonly offered: ReadonlyArray<Module>;
  readonly selected: ReadonlyArray<Module>;
  readonly onChange: (modules: ReadonlyArray<Module>) => void;
  readonly hasError: boolean;
  readonly disabled: boolean;
  readonly placeholder: string;
}

/** Picks a session's modules among those offered, kept in the course's order. */
export const ModulesSelect = ({ id, offered, selected, onChange, hasError, disabled, placeholder }: ModulesSelectProps) => {
  const t = useT();
  const labelOf = (module: Module) => t(`session.module_${module}`);
  const toggle = (module: Module) =>
    onChange(selected.includes(module) ? selected.filter((chosen) => chosen !== module) : offered.filter((m) => m === module || selected.includes(m)));

  const renderModule: ItemRenderer<Module> = (module, { handleClick, handleFocus, modifiers, ref }) => (
    <MenuItem
      key={module}
      ref={ref}
      text={labelOf(module)}
      active={modifiers.active}
      selected={selected.includes(module)}
      roleStructure="listoption"
      shouldDismissPopover={false}
      onClick={handleClick}
      onFocus={handleFocus}
    />
  );

  return (
    <MultiSelect<Module>
      items={[...offered]}
      selectedItems={[...selected]}
      itemRenderer={renderModule}
      itemPredicate={(query, module) => labelOf(module).toLowerCase().includes(query.trim().toLowerCase())}
      onItemSelect={toggle}
      onRemove={(module) => toggle(module)}
      tagRenderer={labelOf}
      placeholder={placeholder}
      disabled={disabled}
      tagInputProps={{ intent: hasError ? Intent.DANGER : Intent.NONE, inputProps: { id, "aria-invalid": hasError ? true : undefined } }}
    />
  );
};
