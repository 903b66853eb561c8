import { FormGroup, Intent } from "@blueprintjs/core";
import { useLayoutEffect, type ReactNode } from "react";
import { useT } from "../i18n/useT";
import { describeControl } from "./describeControl";

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

/**
 * A labelled form field with its hint or its error text (in the language on screen) underneath.
 * The text is the description of the control the label names, so a screen reader reads the error
 * with the field when focus reaches it (the form takes focus to the first field in error).
 */
export const FormField = ({ label, labelFor, error, hint, optional = false, className, children }: FormFieldProps) => {
  const t = useT();
  const message = error || hint;
  const messageId = labelFor && message ? `${labelFor}-message` : undefined;
  // By id, in the document: the control is a child of any kind (Blueprint inputs, selects, pickers).
  useLayoutEffect(() => (labelFor && messageId ? describeControl(labelFor, messageId) : undefined), [labelFor, messageId]);
  return (
    <FormGroup
      className={className}
      label={label}
      labelFor={labelFor}
      labelInfo={optional ? t("input.optional") : undefined}
      helperText={messageId ? <span id={messageId}>{message}</span> : message}
      intent={error ? Intent.DANGER : Intent.NONE}
    >
      {children}
    </FormGroup>
  );
};
