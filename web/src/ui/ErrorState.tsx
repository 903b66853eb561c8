import { Button, NonIdealState } from "@blueprintjs/core";
import { useT } from "../i18n/useT";

interface ErrorStateProps {
  readonly message?: string;
  readonly onRetry?: () => void;
}

/** Something could not be loaded: say so, and offer to try again. */
export const ErrorState = ({ message, onRetry }: ErrorStateProps) => {
  const t = useT();
  return (
    <NonIdealState
      icon="error"
      title={t("ui.loadFailed")}
      description={message ?? t("errors.generic")}
      action={onRetry && <Button icon="refresh" text={t("ui.tryAgain")} onClick={onRetry} />}
    />
  );
};
