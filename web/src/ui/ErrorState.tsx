import { Button, NonIdealState } from "@blueprintjs/core";
import { ERRORS } from "@wellbeing/domain";

interface ErrorStateProps {
  readonly message?: string;
  readonly onRetry?: () => void;
}

/** Something could not be loaded: say so, and offer to try again. */
export const ErrorState = ({ message = ERRORS.generic, onRetry }: ErrorStateProps) => (
  <NonIdealState
    icon="error"
    title="This could not be loaded"
    description={message}
    action={onRetry && <Button icon="refresh" text="Try again" onClick={onRetry} />}
  />
);
