import { useState, type FormEvent } from "react";

/**
 * A form's submit (§4 form flow): every field is checked first, and only a valid form is sent.
 * A refusal no field can show is passed to `showFailure`, for the form to show underneath (§8).
 */
export const useFormSubmit = <Valid>(
  form: { readonly submit: () => Valid | null },
  send: (valid: Valid, showFailure: (message: string) => void) => void,
  onInvalid?: () => void,
) => {
  const [failure, setFailure] = useState<string | null>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const valid = form.submit();
    if (!valid) return onInvalid?.();
    send(valid, setFailure);
  };
  return { failure, onSubmit };
};
