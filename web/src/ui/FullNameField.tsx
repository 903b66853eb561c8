import { useT } from "../i18n/useT";
import { TextField, type FieldProps } from "./TextField";

/** A person's own full name: the browser's name autofill, a person icon. */
export const FullNameField = ({ label, ...field }: Omit<FieldProps, "label"> & { readonly label?: string; readonly maxLength?: number }) => {
  const t = useT();
  return <TextField label={label ?? t("auth.fullName")} autoComplete="name" leftIcon="person" {...field} />;
};
