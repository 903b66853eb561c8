import { Button, Tooltip } from "@blueprintjs/core";
import { useState, type ReactNode } from "react";
import { TextField } from "./TextField";

interface PasswordFieldProps {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error?: string | undefined;
  readonly hint?: ReactNode;
  readonly autoComplete: "current-password" | "new-password";
}

/** A password input whose text can be shown while typing. */
export const PasswordField = ({ autoComplete, ...field }: PasswordFieldProps) => {
  const [isShown, setIsShown] = useState(false);
  const toggleText = isShown ? "Hide password" : "Show password";
  return (
    <TextField
      {...field}
      type={isShown ? "text" : "password"}
      autoComplete={autoComplete}
      leftIcon="lock"
      rightElement={
        <Tooltip content={toggleText}>
          <Button variant="minimal" icon={isShown ? "eye-off" : "eye-open"} aria-label={toggleText} onClick={() => setIsShown((shown) => !shown)} />
        </Tooltip>
      }
    />
  );
};
