import { AnchorButton, Button, Dialog, DialogBody, DialogFooter, FormGroup, TextArea } from "@blueprintjs/core";
import { useState } from "react";
import { EXTERNAL_LINKS } from "../../config";

interface ReportFeedbackDialogProps {
  readonly isOpen: boolean;
  readonly onClose: () => void;
  readonly error: unknown;
}

const describe = (error: unknown): string => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

const reportLink = (error: unknown, whatHappened: string): string => {
  const body = [
    `What happened: ${whatHappened || "(not described)"}`,
    "",
    `Page: ${window.location.href}`,
    `Time: ${new Date().toISOString()}`,
    `Browser: ${navigator.userAgent}`,
    `Error: ${describe(error)}`,
  ].join("\n");
  return `mailto:${EXTERNAL_LINKS.supportEmail}?subject=${encodeURIComponent("Feedback: a screen crashed")}&body=${encodeURIComponent(body)}`;
};

/** Lets the person tell the support team what they were doing when the screen crashed. */
export const ReportFeedbackDialog = ({ isOpen, onClose, error }: ReportFeedbackDialogProps) => {
  const [whatHappened, setWhatHappened] = useState("");
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title="Report feedback" icon="annotation">
      <DialogBody>
        <p>The error details are added to your report for you.</p>
        <FormGroup label="What were you doing when this happened?" labelFor="feedback-text" labelInfo="(optional)">
          <TextArea id="feedback-text" fill rows={4} value={whatHappened} onChange={(event) => setWhatHappened(event.target.value)} />
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancel" onClick={onClose} />
            <AnchorButton intent="primary" icon="envelope" text="Send report" href={reportLink(error, whatHappened)} onClick={onClose} />
          </>
        }
      />
    </Dialog>
  );
};
