import { Checkbox, Intent, TextArea } from "@blueprintjs/core";
import { LIMITS, RegistrationForm as RegistrationFormSchema, decodeFields } from "@wellbeing/domain";
import type { FormEvent, ReactNode } from "react";
import { useT } from "../../i18n/useT";
import { Button } from "../../ui/Button";
import { FormField } from "../../ui/FormField";
import { TermsLink } from "../legal/TermsLink";
import { useForm } from "../../ui/useForm";

const validateRegistration = decodeFields(RegistrationFormSchema);

interface RegistrationFormProps {
  readonly submitting: boolean;
  readonly onRegister: (message: string) => void;
  /** The submit button's text: Register, or taking a space offered from the waiting list. */
  readonly submitText?: string;
}

interface TickBoxProps {
  readonly id: string;
  readonly heading: string;
  /** What to read before ticking (the terms' links), between the heading and the box. */
  readonly lead?: ReactNode;
  readonly label: string;
  readonly checked: boolean;
  readonly error: string | undefined;
  readonly onChange: (checked: boolean) => void;
}

/** One statement the participant must tick, under its heading, with its error. */
const TickBox = ({ id, heading, lead, label, checked, error, onChange }: TickBoxProps) => (
  <FormField label={heading} error={error}>
    {lead && <p className="registration-terms-lead">{lead}</p>}
    <Checkbox id={id} label={label} checked={checked} onChange={(event) => onChange(event.currentTarget.checked)} aria-invalid={error ? true : undefined} />
  </FormField>
);

/** The participant's registration form (§2.12, §5): a message box, terms and attendance to tick, Register. */
export const RegistrationForm = ({ submitting, onRegister, submitText }: RegistrationFormProps) => {
  const t = useT();
  const form = useForm({ message: "", agreedToTerms: false, confirmedAttendance: false }, validateRegistration);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const valid = form.submit();
    if (valid) onRegister(valid.message);
  };

  return (
    <form className="registration-form" onSubmit={onSubmit} noValidate>
      <FormField label={t("roster.messageLabel")} labelFor="registration-message" optional error={form.errors.message}>
        <TextArea
          id="registration-message"
          fill
          rows={4}
          maxLength={LIMITS.extraInfoMaxLength}
          value={form.values.message}
          onChange={(event) => form.change({ message: event.target.value })}
        />
      </FormField>
      <TickBox
        id="registration-terms"
        heading={t("legal.termsTitle")}
        lead={<TermsLink sentence="registration" />}
        label={t("roster.termsLabel")}
        checked={form.values.agreedToTerms}
        error={form.errors.agreedToTerms}
        onChange={(checked) => form.change({ agreedToTerms: checked })}
      />
      <TickBox
        id="registration-attendance"
        heading={t("roster.attendanceHeading")}
        label={t("roster.attendanceLabel")}
        checked={form.values.confirmedAttendance}
        error={form.errors.confirmedAttendance}
        onChange={(checked) => form.change({ confirmedAttendance: checked })}
      />
      <Button type="submit" intent={Intent.PRIMARY} size="large" text={submitText ?? t("roster.register")} loading={submitting} />
    </form>
  );
};
