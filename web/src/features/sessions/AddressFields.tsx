import type { FieldErrors, MessageKey } from "@wellbeing/domain";
import { useT } from "../../i18n/useT";
import { TextField } from "../../ui/TextField";
import type { AddressDraft } from "./draft";

interface AddressFieldsProps {
  readonly address: AddressDraft;
  readonly errors: FieldErrors;
  readonly onChange: (address: AddressDraft) => void;
}

const LINES: ReadonlyArray<{ readonly field: keyof AddressDraft; readonly label: MessageKey; readonly autoComplete: string }> = [
  { field: "addressLine1", label: "session.addressLine1", autoComplete: "address-line1" },
  { field: "addressLine2", label: "session.addressLine2", autoComplete: "address-line2" },
  { field: "town", label: "session.town", autoComplete: "address-level2" },
  { field: "postcode", label: "session.postcode", autoComplete: "postal-code" },
];

/** Where a face-to-face session takes place; the second line is optional. */
export const AddressFields = ({ address, errors, onChange }: AddressFieldsProps) => {
  const t = useT();
  return (
    <div className="address-fields">
      {LINES.map(({ field, label, autoComplete }) => (
        <TextField
          key={field}
          id={`session-${field}`}
          label={t(label)}
          autoComplete={autoComplete}
          optional={field === "addressLine2"}
          value={address[field]}
          onChange={(value) => onChange({ ...address, [field]: value })}
          error={errors[`address.${field}`]}
        />
      ))}
    </div>
  );
};
