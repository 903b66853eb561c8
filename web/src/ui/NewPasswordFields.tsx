import { useT } from "../i18n/useT";
import { PasswordField } from "./PasswordField";
import type { FieldProps } from "./TextField";

/** A password being chosen: the password policy (§9) shows under it until an error replaces it. */
export const NewPasswordField = (field: Omit<FieldProps, "hint">) => (
  <PasswordField {...field} autoComplete="new-password" hint={useT()("validation.passwordPolicy")} />
);

/** The new password typed again, to catch a slip. */
export const ConfirmNewPasswordField = (field: Omit<FieldProps, "label" | "hint">) => (
  <PasswordField {...field} label={useT()("auth.confirmNewPassword")} autoComplete="new-password" />
);
