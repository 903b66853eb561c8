import { Callout, DialogBody, DialogFooter, FormGroup, TextArea } from "@blueprintjs/core";
import { useState } from "react";
import { LIMITS } from "@wellbeing/domain";
import { T } from "../../i18n/T";
import { useT } from "../../i18n/useT";
import { Button } from "../../ui/Button";
import { Dialog } from "../../ui/Dialog";
import { newReportId, sendErrorReport } from "../errorReports/sendReport";

interface ReportFeedbackDialogProps {
  readonly isOpen: boolean;
  readonly onClose: () => void;
  readonly error: unknown;
}

/** Lets the person tell the support team what they were doing when the screen crashed: sent to the server with the error and the page (§1). */
export const ReportFeedbackDialog = ({ isOpen, onClose, error }: ReportFeedbackDialogProps) => {
  const t = useT();
  const [whatHappened, setWhatHappened] = useState("");
  // One id per dialog's report: pressing Send again after a failure cannot record it twice.
  const [reportId] = useState(newReportId);
  // Plain state, not a React Query mutation: the app's top-level crash screen sits outside the query client.
  const [state, setState] = useState<"writing" | "sending" | "sent" | "failed">("writing");
  const sent = state === "sent";
  const send = () => {
    setState("sending");
    sendErrorReport({ reportId, kind: "feedback", error, note: whatHappened }).then(
      () => setState("sent"),
      () => setState("failed"),
    );
  };
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t("errors.reportFeedback")} icon="annotation">
      <DialogBody>
        {sent ? (
          <Callout intent="success" role="status">
            {t("errorReports.reportSent")}
          </Callout>
        ) : (
          <>
            <p>
              <T k="errors.reportDetailsAdded" />
            </p>
            <FormGroup label={t("errors.whatWereYouDoing")} labelFor="feedback-text" labelInfo={t("input.optional")}>
              <TextArea
                id="feedback-text"
                fill
                rows={4}
                maxLength={LIMITS.extraInfoMaxLength}
                value={whatHappened}
                onChange={(event) => setWhatHappened(event.target.value)}
              />
            </FormGroup>
            {state === "failed" && (
              <Callout intent="danger" role="alert">
                {t("errorReports.reportFailed")}
              </Callout>
            )}
          </>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          sent ? (
            <Button intent="primary" text={t("ui.close")} onClick={onClose} />
          ) : (
            <>
              <Button text={t("ui.cancel")} onClick={onClose} />
              <Button intent="primary" icon="send-message" text={t("errors.sendReport")} loading={state === "sending"} onClick={send} />
            </>
          )
        }
      />
    </Dialog>
  );
};
