import { Button, DialogBody, DialogFooter } from "@blueprintjs/core";
import { useState } from "react";
import { useT } from "../../i18n/useT";
import { AccordionSection } from "../../ui/AccordionSection";
import { Dialog } from "../../ui/Dialog";
import { useReturnFocusOnClose } from "../../ui/useReturnFocusOnClose";

/** §2.15 'Why are you asking me these questions?': what the behaviour questions are for, in folding sections (our words, no video). */
export const WhyAskingButton = () => {
  const t = useT();
  const [isOpen, setIsOpen] = useState(false);
  useReturnFocusOnClose(isOpen);
  return (
    <>
      <Button variant="minimal" icon="help" intent="primary" text={t("survey.whyAreYouAsking")} onClick={() => setIsOpen(true)} />
      <Dialog isOpen={isOpen} onClose={() => setIsOpen(false)} title={t("survey.whyAreYouAsking")} icon="help" className="why-asking-dialog" shouldReturnFocusOnClose={false}>
        <DialogBody>
          <p>{t("surveyScreen.whyIntro")}</p>
          <AccordionSection title={t("surveyScreen.whyBehaviourTitle")} icon="calendar" defaultIsOpen>
            <p>{t("surveyScreen.whyBehaviourText")}</p>
          </AccordionSection>
          <AccordionSection title={t("surveyScreen.whyStatementsTitle")} icon="lightbulb" defaultIsOpen={false}>
            <p>{t("surveyScreen.whyStatementsText")}</p>
          </AccordionSection>
          <AccordionSection title={t("surveyScreen.whyAnonymousTitle")} icon="eye-off" defaultIsOpen={false}>
            <p>{t("surveyScreen.whyAnonymousText")}</p>
          </AccordionSection>
        </DialogBody>
        <DialogFooter actions={<Button intent="primary" text={t("ui.close")} onClick={() => setIsOpen(false)} />} />
      </Dialog>
    </>
  );
};
