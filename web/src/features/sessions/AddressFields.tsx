import type { FieldErrors } from "@wellbeing/domain";
import { TextField } from "../../ui/TextField";
import type { AddressDraft } from "./sessionDraft";

interface AddressFieldsProps {
  readonly address: AddressDraft;
  readonly errors: FieldErrors;
  readonly onChange: (address: AddressDraft) => void;
}

const LINES: ReadonlyArray<{ readonly field: keyof AddressDraft; readonly label: string; readonly autoComplete: string }> = [
  { field: "addressLine1", label: "Address line 1", autoComplete: "address-line1" },
  { field: "addressLine2", label: "Address line 2", autoComplete: "address-line2" },
  { field: "town", label: "Town or city", autoComplete: "address-level2" },
  { field: "postcode", label: "Postcode", autoComplete: "postal-code" },
];

/** Where a face-to-face session takes place; the second line is optional. */
export const AddressFields = ({ address, errors, onChange }: AddressFieldsProps) => (
  <div className="address-fields">
    {LINES.map(({ field, label, autoComplete }) => (
      <TextField
        key={field}
        id={`session-${field}`}
        label={label}
        autoComplete={autoComplete}
        optional={field === "addressLine2"}
        value={address[field]}
        onChange={(value) => onChange({ ...address, [field]: value })}
        error={errors[`address.${field}`]}
      />
    ))}
  </div>
);
