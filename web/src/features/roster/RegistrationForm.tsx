import { Button, Checkbox, Intent, TextArea } from "@blueprintjs/core";
import { LIMITS, ROSTER_TEXTS, RegistrationForm as RegistrationFormSchema, decodeFields } from "@wellbeing/domain";
import type { FormEvent } from "react";
import { FormField } from "../../ui/FormField";
import { useForm } from "../../ui/useForm";

const validateRegistration = decodeFields(RegistrationFormSchema);

interface RegistrationFormProps {
  readonly submitting: boolean;
  readonly onRegister: (message: string) => void;
}

/** The participant's registration form (§2.12, §5): a message box, terms and attendance to tick, Register. */
export const RegistrationForm = ({ submitting, onRegister }: RegistrationFormProps) => {
  const form = useForm({ message: "", agreedToTerms: false, confirmedAttendance: false }, validateRegistration);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const valid = form.submit();
    if (valid) onRegister(valid.message);
  };

  return (
    <form className="registration-form" onSubmit={onSubmit} noValidate>
      <FormField label={ROSTER_TEXTS.messageLabel} labelFor="registration-message" optional error={form.errors.message}>
        <TextArea
          id="registration-message"
          fill
          rows={4}
          maxLength={LIMITS.extraInfoMaxLength}
          value={form.values.message}
          onChange={(event) => form.change({ message: event.target.value })}
        />
      </FormField>
      <FormField label="Terms and conditions" error={form.errors.agreedToTerms}>
        <Checkbox
          id="registration-terms"
          label={ROSTER_TEXTS.termsLabel}
          checked={form.values.agreedToTerms}
          onChange={(event) => form.change({ agreedToTerms: event.currentTarget.checked })}
          aria-invalid={form.errors.agreedToTerms ? true : undefined}
        />
      </FormField>
      <FormField label="Attendance" error={form.errors.confirmedAttendance}>
        <Checkbox
          id="registration-attendance"
          label={ROSTER_TEXTS.attendanceLabel}
          checked={form.values.confirmedAttendance}
          onChange={(event) => form.change({ confirmedAttendance: event.currentTarget.checked })}
          aria-invalid={form.errors.confirmedAttendance ? true : undefined}
        />
      </FormField>
      <Button type="submit" intent={Intent.PRIMARY} size="large" text="Register" loading={submitting} />
    </form>
  );
};
