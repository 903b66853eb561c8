import { FormGroup, Intent } from "@blueprintjs/core";
import type { ReactNode } from "react";
import { useLanguage } from "../i18n/useT";

interface FormFieldProps {
  readonly label: string;
  /** The id of the input the label names. */
  readonly labelFor?: string;
  /** The field's error; it replaces the hint and turns the field red. */
  readonly error?: string | undefined;
  readonly hint?: ReactNode;
  readonly optional?: boolean;
  readonly className?: string;
  readonly children: ReactNode;
}

/** A labelled form field with its hint or its error text (in the language on screen) underneath. */
export const FormField = ({ label, labelFor, error, hint, optional = false, className, children }: FormFieldProps) => {
  const { t, say } = useLanguage();
  return (
    <FormGroup
      className={className}
      label={label}
      labelFor={labelFor}
      labelInfo={optional ? t("input.optional") : undefined}
      helperText={error ? say(error) : hint}
      intent={error ? Intent.DANGER : Intent.NONE}
    >
      {children}
    </FormGroup>
  );
};
