import { Classes, HTMLSelect } from "@blueprintjs/core";
import { ORGANISATION_GROUPS, needsOrganisationOther } from "@wellbeing/domain";
import { FormField } from "../../ui/FormField";
import { TextField } from "../../ui/TextField";

interface OrganisationFieldProps {
  readonly idPrefix: string;
  readonly category: string;
  readonly other: string;
  readonly onChange: (change: { category?: string; other?: string }) => void;
  readonly categoryError?: string | undefined;
  readonly otherError?: string | undefined;
}

/** The organisation picker of §9 with its 'Other, please specify' free text (§5). */
export const OrganisationField = ({ idPrefix, category, other, onChange, categoryError, otherError }: OrganisationFieldProps) => (
  <>
    <FormField label="Organisation" labelFor={`${idPrefix}-organisation`} error={categoryError} optional>
      <HTMLSelect
        id={`${idPrefix}-organisation`}
        fill
        value={category}
        onChange={(event) => onChange({ category: event.currentTarget.value })}
        aria-invalid={categoryError ? true : undefined}
        className={categoryError ? Classes.INTENT_DANGER : undefined}
        options={[{ value: "", label: "Choose an organisation" }, ...ORGANISATION_GROUPS.map((group) => ({ value: group, label: group }))]}
      />
    </FormField>
    {needsOrganisationOther(category) && (
      <TextField id={`${idPrefix}-organisation-other`} label="Please specify your organisation" value={other} onChange={(text) => onChange({ other: text })} error={otherError} />
    )}
  </>
);

