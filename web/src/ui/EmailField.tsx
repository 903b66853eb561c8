import type { ReactNode } from "react";
import { TextField } from "./TextField";

interface EmailFieldProps {
  readonly id: string;
  readonly label?: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error?: string | undefined;
  readonly hint?: ReactNode;
}

/** An e-mail address input: the browser's e-mail keyboard and autofill, an envelope icon. */
export const EmailField = ({ label = "Email", ...field }: EmailFieldProps) => (
  <TextField label={label} type="email" autoComplete="email" leftIcon="envelope" {...field} />
);
