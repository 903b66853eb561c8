import { InputGroup, Intent, type IconName } from "@blueprintjs/core";
import type { HTMLInputTypeAttribute, ReactNode } from "react";
import { FormField } from "./FormField";

interface TextFieldProps {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error?: string | undefined;
  readonly hint?: ReactNode;
  readonly optional?: boolean;
  readonly type?: HTMLInputTypeAttribute;
  readonly placeholder?: string;
  readonly autoComplete?: string;
  readonly leftIcon?: IconName;
  readonly rightElement?: React.JSX.Element;
  readonly inputMode?: React.HTMLAttributes<HTMLInputElement>["inputMode"];
  readonly maxLength?: number;
  readonly className?: string;
  /** The person left the field (a form that shows an error only once they have). */
  readonly onBlur?: () => void;
}

/** What every specialised field (e-mail, password) takes from its screen. */
export type FieldProps = Pick<TextFieldProps, "id" | "label" | "value" | "onChange" | "error" | "hint">;

/** A labelled one-line text input with its error underneath. */
export const TextField = ({ id, label, value, onChange, error, hint, optional, className, ...input }: TextFieldProps) => (
  <FormField label={label} labelFor={id} error={error} hint={hint} optional={optional} className={className}>
    <InputGroup
      id={id}
      value={value}
      onValueChange={onChange}
      intent={error ? Intent.DANGER : Intent.NONE}
      aria-invalid={error ? true : undefined}
      {...input}
    />
  </FormField>
);
