import { Button, DialogBody, DialogFooter } from "@blueprintjs/core";
import { useState } from "react";
import { EXTERNAL_LINKS } from "../../config";
import { useT } from "../../i18n/useT";
import { AccordionSection } from "../../ui/AccordionSection";
import { Dialog } from "../../ui/Dialog";
import { useReturnFocusOnClose } from "../../ui/useReturnFocusOnClose";
import { ExternalLink } from "../trainerUpgrade/ExternalLink";

/** §2.15 'Why are you asking me these questions?': the explainer video (its address set at build time) and what the behaviour questions are for, in folding sections. */
export const WhyAskingButton = () => {
  const t = useT();
  const [isOpen, setIsOpen] = useState(false);
  useReturnFocusOnClose(isOpen);
  return (
    <>
      <Button variant="minimal" icon="help" intent="primary" text={t("survey.whyAreYouAsking")} onClick={() => setIsOpen(true)} />
      <Dialog
        isOpen={isOpen}
        onClose={() => setIsOpen(false)}
        title={t("survey.whyAreYouAsking")}
        icon="help"
        className="why-asking-dialog"
        shouldReturnFocusOnClose={false}
      >
        <DialogBody>
          <p>{t("surveyScreen.whyIntro")}</p>
          <div className="why-asking-video">
            <ExternalLink href={EXTERNAL_LINKS.whyWeAskVideo} icon="video" text={t("surveyScreen.whyVideo")} />
          </div>
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
