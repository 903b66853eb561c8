import { useT } from "../i18n/useT";
import { TextField, type FieldProps } from "./TextField";

/** An e-mail address input: the browser's e-mail keyboard and autofill, an envelope icon. */
export const EmailField = ({ label, ...field }: Omit<FieldProps, "label"> & { readonly label?: string }) => {
  const t = useT();
  return <TextField label={label ?? t("ui.email")} type="email" autoComplete="email" leftIcon="envelope" {...field} />;
};
