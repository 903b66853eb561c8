import { Button, H5, PopoverNext, SectionCard } from "@blueprintjs/core";
import {
  FOLLOW_UP_SURVEYS,
  followUpSurveyUrl,
  pathTo,
  sessionSurveyTypes,
  sessionSurveyUrl,
  type SessionDetailsAnswer,
  type SurveyType,
} from "@wellbeing/domain";
import { useT } from "../../i18n/useT";
import { LinkButton } from "../../ui/LinkButton";
import { CopyableLink } from "./CopyableLink";
import { AccordionSection } from "../../ui/AccordionSection";

/** What each link is for, in the info pop-up. */
const AboutLink = ({ surveyType }: { readonly surveyType: SurveyType }) => {
  const t = useT();
  return (
    <PopoverNext content={<p className="popover-text">{t(`session.aboutLink_${surveyType}`)}</p>} placement="top">
      <Button icon="info-sign" variant="minimal" size="small" aria-label={t("session.aboutLink", { label: t(`session.surveyLink_${surveyType}`) })} />
    </PopoverNext>
  );
};

/** What the evaluation e-mail buttons open (the session e-mail drawer views). */
interface SurveyEmailActions {
  readonly onEmail: (surveyType: SurveyType) => void;
  readonly onSchedule: (surveyType: SurveyType) => void;
}

/** An evaluation link's name, what it is for, and the link to copy; a session's own links are headings of their card. */
const NamedSurveyLink = ({ surveyType, url, asHeading }: { readonly surveyType: SurveyType; readonly url: string; readonly asHeading: boolean }) => {
  const t = useT();
  const label = t(`session.surveyLink_${surveyType}`);
  const Title = asHeading ? H5 : "p";
  return (
    <>
      <Title className="survey-link-title">
        {label} <AboutLink surveyType={surveyType} />
      </Title>
      <CopyableLink id={`survey-link-${surveyType}`} label={t("session.namedLink", { label })} url={url} />
    </>
  );
};

const SurveyLink = ({
  session,
  surveyType,
  onEmail,
  onSchedule,
}: { readonly session: SessionDetailsAnswer; readonly surveyType: SurveyType } & SurveyEmailActions) => {
  const t = useT();
  return (
    <div className="survey-link">
      <NamedSurveyLink surveyType={surveyType} url={sessionSurveyUrl(window.location.origin, session.shortId, surveyType)} asHeading />
      <p className="survey-responses">
        {t("session.responses", { count: session.attendeeResponseCounts[surveyType] ?? 0, total: session.responseRateAttendees })}
      </p>
      {session.attendeesBasis === "registered" && <p className="survey-responses-basis bp6-text-muted">{t("sessionResults.attendeesRegistered")}</p>}
      {(session.otherResponseCounts[surveyType] ?? 0) > 0 && (
        <p className="survey-responses-other bp6-text-muted">{t("session.otherResponses", { count: session.otherResponseCounts[surveyType] ?? 0 })}</p>
      )}
      <div className="button-row">
        <Button text={t("session.emailEvaluation")} icon="envelope" variant="outlined" onClick={() => onEmail(surveyType)} />
        <Button text={t("session.scheduleEvaluation")} icon="time" variant="outlined" onClick={() => onSchedule(surveyType)} />
        <LinkButton to={pathTo("surveyResults", { id: session.id, surveyType })} text={t("session.viewEvaluationResults")} icon="chart" variant="outlined" />
      </div>
    </div>
  );
};

/** The 6 months follow-up is supported here; the screen shows the 3 months one (§2.10). */
const SHOWN_FOLLOW_UPS = FOLLOW_UP_SURVEYS.filter((followUp) => followUp.surveyType === "3-months-follow-up");

/** Get Feedback (§2.10): the session's evaluation links with their responses, and the course's follow-up link. */
export const GetFeedbackSection = ({ session, ...actions }: { readonly session: SessionDetailsAnswer } & SurveyEmailActions) => {
  const t = useT();
  return (
    <AccordionSection title={t("session.getFeedback")} icon="chat" defaultIsOpen={false}>
      {sessionSurveyTypes(session.modules).map((surveyType) => (
        <SectionCard key={surveyType}>
          <SurveyLink session={session} surveyType={surveyType} {...actions} />
        </SectionCard>
      ))}
      <SectionCard>
        <H5>{t("session.followUpLinks")}</H5>
        {SHOWN_FOLLOW_UPS.map(({ surveyType }) => (
          <div key={surveyType} className="survey-link">
            <NamedSurveyLink surveyType={surveyType} url={followUpSurveyUrl(window.location.origin, session.course, surveyType)} asHeading={false} />
          </div>
        ))}
      </SectionCard>
    </AccordionSection>
  );
};
