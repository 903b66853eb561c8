import { AnchorButton, Button, NonIdealState } from "@blueprintjs/core";
import { useState } from "react";
import { useT } from "../../i18n/useT";
import { ReportFeedbackDialog } from "./ReportFeedbackDialog";

/** What a crashed screen shows (§1): an apology, a way to report it, and a way out. */
export const CrashScreen = ({ error }: { readonly error: unknown }) => {
  const t = useT();
  const [isReporting, setIsReporting] = useState(false);
  return (
    <div className="error-page">
      <NonIdealState
        icon="warning-sign"
        title={t("errors.crashTitle")}
        description={t("errors.generic")}
        action={
          <div className="button-row">
            <Button intent="primary" icon="annotation" text={t("errors.reportFeedback")} onClick={() => setIsReporting(true)} />
            <Button icon="refresh" text={t("errors.reload")} onClick={() => window.location.reload()} />
            <AnchorButton icon="home" text={t("errors.backHome")} href="/" />
          </div>
        }
      />
      <ReportFeedbackDialog isOpen={isReporting} onClose={() => setIsReporting(false)} error={error} />
    </div>
  );
};
