import { AnchorButton, Button, NonIdealState } from "@blueprintjs/core";
import { ERRORS } from "@wellbeing/domain";
import { useState } from "react";
import { ReportFeedbackDialog } from "./ReportFeedbackDialog";

/** What a crashed screen shows (§1): an apology, a way to report it, and a way out. */
export const CrashScreen = ({ error }: { readonly error: unknown }) => {
  const [isReporting, setIsReporting] = useState(false);
  return (
    <div className="error-page">
      <NonIdealState
        icon="warning-sign"
        title="Sorry, this screen stopped working"
        description={ERRORS.generic}
        action={
          <div className="button-row">
            <Button intent="primary" icon="annotation" text="Report feedback" onClick={() => setIsReporting(true)} />
            <Button icon="refresh" text="Reload" onClick={() => window.location.reload()} />
            <AnchorButton icon="home" text="Back Home" href="/" />
          </div>
        }
      />
      <ReportFeedbackDialog isOpen={isReporting} onClose={() => setIsReporting(false)} error={error} />
    </div>
  );
};
