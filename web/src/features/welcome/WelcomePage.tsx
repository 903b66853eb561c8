import { AnchorButton, Card, H1, Intent } from "@blueprintjs/core";
import { pathTo } from "@wellbeing/domain";
import { EXTERNAL_LINKS } from "../../config";
import { LinkButton } from "../../ui/LinkButton";
import { useDocumentTitle } from "../../ui/useDocumentTitle";

/** The welcome page of §1: who are you? */
export const WelcomePage = () => {
  useDocumentTitle("Welcome");
  return (
    <div className="welcome-page">
      <Card className="welcome-card" elevation={1}>
        <H1>Welcome</H1>
        <p className="welcome-intro">
          Book and run the wellbeing course programme's training sessions, complete your evaluations and find your
          course materials.
        </p>
        <div className="welcome-actions">
          <LinkButton to={pathTo("login")} intent={Intent.PRIMARY} size="large" fill icon="presentation" text="I'm a Trainer" />
          <LinkButton to={pathTo("participantLogin")} intent={Intent.PRIMARY} size="large" fill icon="learning" text="I'm a Course Participant" />
          <AnchorButton
            href={EXTERNAL_LINKS.findOutMore}
            target="_blank"
            rel="noopener noreferrer"
            size="large"
            fill
            variant="outlined"
            endIcon="share"
            text="I want to find out more"
          />
        </div>
      </Card>
    </div>
  );
};
