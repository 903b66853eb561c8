import { Callout, Intent } from "@blueprintjs/core";
import { useLanguage } from "../../i18n/useT";

/** The server's refusal of a whole form (wrong password, too many attempts...), in red. */
export const FormFailure = ({ message }: { readonly message: string | null }) => {
  const { say } = useLanguage();
  return message ? (
    <Callout intent={Intent.DANGER} icon="error" className="form-failure" role="alert">
      {say(message)}
    </Callout>
  ) : null;
};
