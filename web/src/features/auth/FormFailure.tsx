import { Callout, Intent } from "@blueprintjs/core";

/** The server's refusal of a whole form (wrong password, too many attempts...), in red. */
export const FormFailure = ({ message }: { readonly message: string | null }) =>
  message ? (
    <Callout intent={Intent.DANGER} icon="error" className="form-failure" role="alert">
      {message}
    </Callout>
  ) : null;
