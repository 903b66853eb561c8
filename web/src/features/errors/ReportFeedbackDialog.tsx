import { AnchorButton, Button, DialogBody, DialogFooter, FormGroup, TextArea } from "@blueprintjs/core";
import { Dialog } from "../../ui/Dialog";
import { useState } from "react";
import { EXTERNAL_LINKS } from "../../config";
import { T } from "../../i18n/T";
import { useT } from "../../i18n/useT";

interface ReportFeedbackDialogProps {
  readonly isOpen: boolean;
  readonly onClose: () => void;
  readonly error: unknown;
}

const describe = (error: unknown): string => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

// The report goes to the support team, who read it in English whatever the language on screen.
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
  const t = useT();
  const [whatHappened, setWhatHappened] = useState("");
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t("errors.reportFeedback")} icon="annotation">
      <DialogBody>
        <p>
          <T k="errors.reportDetailsAdded" />
        </p>
        <FormGroup label={t("errors.whatWereYouDoing")} labelFor="feedback-text" labelInfo={t("input.optional")}>
          <TextArea id="feedback-text" fill rows={4} value={whatHappened} onChange={(event) => setWhatHappened(event.target.value)} />
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t("ui.cancel")} onClick={onClose} />
            <AnchorButton intent="primary" icon="envelope" text={t("errors.sendReport")} href={reportLink(error, whatHappened)} onClick={onClose} />
          </>
        }
      />
    </Dialog>
  );
};
