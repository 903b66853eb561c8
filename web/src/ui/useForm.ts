import { fieldErrorsIn, type FieldErrors, type FieldMessages } from "@wellbeing/domain";
import { Either } from "effect";
import { useCallback, useMemo, useState } from "react";
import { useT } from "../i18n/useT";

const NO_ERRORS: FieldErrors = {};
const NO_MESSAGES: FieldMessages = {};

const withoutField = (errors: FieldErrors, field: string): FieldErrors =>
  Object.fromEntries(Object.entries(errors).filter(([path]) => path !== field && !path.startsWith(`${field}.`)));

export interface FormState<Values, Valid> {
  readonly values: Values;
  /** Changes some fields together (a switch may reset others); their server errors go. */
  readonly change: (patch: Partial<Values>) => void;
  /** Every error on screen, in its words, by field path (`dates.0.endTime`, `address.postcode`...). */
  readonly errors: FieldErrors;
  readonly hasErrors: boolean;
  /** Validates everything; the valid form, or null when errors are now on screen. */
  readonly submit: () => Valid | null;
  /** Shows the errors the server found (400 `fields`, worded in the caller's language). */
  readonly setServerErrors: (errors: FieldErrors) => void;
}

/**
 * A form's values and errors (§4 form flow): it validates on submit and, once a submit has been
 * attempted, on every change. Errors the server sent for a field last until that field changes.
 * The domain's checks give catalogue messages: they show in the language on screen, and follow a switch.
 */
export const useForm = <Values extends object, Valid>(
  initial: Values | (() => Values),
  validate: (values: Values) => Either.Either<Valid, FieldMessages>,
): FormState<Values, Valid> => {
  const t = useT();
  const [values, setValues] = useState(initial);
  const [submitAttempted, setSubmitAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>(NO_ERRORS);

  const clientMessages = useMemo(
    () => (submitAttempted ? Either.getOrElse(Either.flip(validate(values)), () => NO_MESSAGES) : NO_MESSAGES),
    [submitAttempted, validate, values],
  );
  const clientErrors = useMemo(() => fieldErrorsIn(t, clientMessages), [t, clientMessages]);
  const errors = useMemo(() => ({ ...serverErrors, ...clientErrors }), [serverErrors, clientErrors]);

  const change = useCallback((patch: Partial<Values>) => {
    setValues((current) => ({ ...current, ...patch }));
    setServerErrors((current) => Object.keys(patch).reduce(withoutField, current));
  }, []);

  const submit = useCallback((): Valid | null => {
    setSubmitAttempted(true);
    setServerErrors(NO_ERRORS);
    const result = validate(values);
    return Either.isRight(result) ? result.right : null;
  }, [validate, values]);

  return { values, change, errors, hasErrors: Object.keys(errors).length > 0, submit, setServerErrors };
};
