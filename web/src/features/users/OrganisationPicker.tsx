import { HTMLSelect } from "../../ui/HTMLSelect";
import { ORGANISATION_GROUPS, needsOrganisationOther, type FieldErrors } from "@wellbeing/domain";
import { organisationLabel } from "../../i18n/choiceLabels";
import { useT } from "../../i18n/useT";
import { FormField } from "../../ui/FormField";
import { TextField } from "../../ui/TextField";

/** The picker's answer as the forms send it: a group of §9, with the free text when it asks for one. */
export interface OrganisationChoice {
  readonly category: string;
  readonly value: string | null;
}

interface OrganisationPickerProps {
  readonly id: string;
  readonly value: OrganisationChoice | null;
  readonly onChange: (organisation: OrganisationChoice | null) => void;
  /** The form's errors: `organisation.category` and `organisation.value` are this picker's. */
  readonly errors: FieldErrors;
  /** The option shown while no group is chosen. */
  readonly placeholder: string;
}

const NONE_CHOSEN = "";

/** The organisation picker (§9), with the 'Other, please specify' text box when that option is chosen (§5). */
export const OrganisationPicker = ({ id, value, onChange, errors, placeholder }: OrganisationPickerProps) => {
  const t = useT();
  const categoryError = errors["organisation.category"] ?? errors.organisation;
  const asksForText = value !== null && needsOrganisationOther(value.category);
  // An account may hold an organisation's own name under its group (set when it was added).
  const namedWithin = value !== null && !asksForText && value.value && value.value !== value.category ? value.value : undefined;
  return (
    <>
      <FormField
        label={t("staffScreens.organisation")}
        labelFor={id}
        error={categoryError}
        hint={namedWithin}
        optional
        className={categoryError ? "select-error" : undefined}
      >
        <HTMLSelect
          id={id}
          fill
          value={value?.category ?? NONE_CHOSEN}
          aria-invalid={categoryError ? true : undefined}
          onChange={(event) => onChange(event.currentTarget.value === NONE_CHOSEN ? null : { category: event.currentTarget.value, value: null })}
          options={[{ value: NONE_CHOSEN, label: placeholder }, ...ORGANISATION_GROUPS.map((group) => ({ value: group, label: organisationLabel(t, group) }))]}
        />
      </FormField>
      {asksForText && (
        <TextField
          id={`${id}-other`}
          label={t("account.specifyOrganisation")}
          value={value.value ?? ""}
          onChange={(text) => onChange({ category: value.category, value: text })}
          error={errors["organisation.value"]}
          maxLength={100}
        />
      )}
    </>
  );
};
