import { AnchorButton, Card, H1, Intent } from "@blueprintjs/core";
import { pathTo } from "@wellbeing/domain";
import { EXTERNAL_LINKS } from "../../config";
import { T } from "../../i18n/T";
import { useT } from "../../i18n/useT";
import { LinkButton } from "../../ui/LinkButton";
import { LegalLinks } from "../legal/LegalLinks";
import { useDocumentTitle } from "../../ui/useDocumentTitle";

/** The welcome page of §1: who are you? */
export const WelcomePage = () => {
  const t = useT();
  useDocumentTitle(t("welcome.title"));
  return (
    <div className="welcome-page">
      <Card className="welcome-card" elevation={1}>
        <H1>
          <T k="welcome.title" />
        </H1>
        <p className="welcome-intro">
          <T k="welcome.intro" />
        </p>
        <div className="welcome-actions">
          <LinkButton to={pathTo("login")} intent={Intent.PRIMARY} size="large" fill icon="presentation" text={t("welcome.trainer")} />
          <LinkButton to={pathTo("participantLogin")} intent={Intent.PRIMARY} size="large" fill icon="learning" text={t("welcome.participant")} />
          <LinkButton to={pathTo("courseSchedule")} size="large" fill variant="outlined" icon="timeline-events" text={t("welcome.courseSchedule")} />
          <AnchorButton
            href={EXTERNAL_LINKS.findOutMore}
            target="_blank"
            rel="noopener noreferrer"
            size="large"
            fill
            variant="outlined"
            endIcon="share"
            text={t("welcome.findOutMore")}
          />
        </div>
        <LegalLinks />
      </Card>
    </div>
  );
};
