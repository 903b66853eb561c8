import { AnchorButton, Button, Callout, NonIdealState } from "@blueprintjs/core";
import { lazy, Suspense, useEffect, useState } from "react";
import { useT } from "../../i18n/useT";
import { PartBoundary } from "../../ui/PartBoundary";
import { newReportId, sendErrorReport } from "../errorReports/sendReport";

// The feedback dialog (a form, a text area, a toast) opens only after a crash and a click: loaded then, not
// with the app's first screen.
const ReportFeedbackDialog = lazy(() => import("./ReportFeedbackDialog").then((module) => ({ default: module.ReportFeedbackDialog })));

/**
 * What a crashed screen shows (§1): an apology, a way to report it, and a way out. The crash's trace
 * goes to the server by itself (the server keeps half of them, §9); 'Report feedback' adds the person's words.
 */
export const CrashScreen = ({ error }: { readonly error: unknown }) => {
  const t = useT();
  const [isReporting, setIsReporting] = useState(false);
  // One id per crash: React running the effect twice (development) still records it once.
  const [traceId] = useState(newReportId);
  useEffect(() => {
    // A trace that cannot be sent (offline, the server down) is not the person's problem.
    sendErrorReport({ reportId: traceId, kind: "crash", error }).catch(() => undefined);
  }, [traceId, error]);
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
      {isReporting && (
        // This screen is what a crash falls back to: a dialog that cannot load (offline) must not crash it too.
        <PartBoundary
          fallback={
            <Callout intent="danger" role="alert" className="error-page-report-failed">
              {t("errorReports.reportFailed")}
            </Callout>
          }
        >
          <Suspense fallback={null}>
            <ReportFeedbackDialog isOpen onClose={() => setIsReporting(false)} error={error} />
          </Suspense>
        </PartBoundary>
      )}
    </div>
  );
};
