import { Button, Tooltip } from "@blueprintjs/core";
import { useState } from "react";
import { useT } from "../i18n/useT";
import { TextField, type FieldProps } from "./TextField";

interface PasswordFieldProps extends FieldProps {
  readonly autoComplete: "current-password" | "new-password";
}

/** A password input whose text can be shown while typing. */
export const PasswordField = ({ autoComplete, ...field }: PasswordFieldProps) => {
  const [isShown, setIsShown] = useState(false);
  const t = useT();
  const toggleText = t(isShown ? "auth.hidePassword" : "auth.showPassword");
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

/** The password a person has now (logging in, or proving it before changing it): the browser may fill it in. */
export const CurrentPasswordField = (field: FieldProps) => <PasswordField {...field} autoComplete="current-password" />;
