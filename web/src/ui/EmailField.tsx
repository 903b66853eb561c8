import { TextField, type FieldProps } from "./TextField";

/** An e-mail address input: the browser's e-mail keyboard and autofill, an envelope icon. */
export const EmailField = ({ label = "Email", ...field }: Omit<FieldProps, "label"> & { readonly label?: string }) => (
  <TextField label={label} type="email" autoComplete="email" leftIcon="envelope" {...field} />
);
