import { Button, H5, PopoverNext, SectionCard } from "@blueprintjs/core";
import {
  FOLLOW_UP_SURVEYS,
  SURVEY_LINK_LABELS,
  followUpSurveyUrl,
  sessionSurveyTypes,
  sessionSurveyUrl,
  type SessionDetailsAnswer,
  type SurveyType,
} from "@wellbeing/domain";
import { ComingLaterButton } from "./ComingLaterButton";
import { CopyableLink } from "./CopyableLink";
import { AccordionSection } from "../../ui/AccordionSection";

/** What each link is for, in the info pop-up. */
const ABOUT_LINK: Partial<Record<SurveyType, string>> = {
  "pre-course": "Ask attendees to complete this before the session starts. It takes about 2 minutes.",
  post: "Ask attendees to complete this at the end of the session. It takes about 2 minutes.",
  "post-train-the-trainer": "Ask attendees to complete this at the end of the Train the Trainer session.",
  "post-trainer-upskill": "Ask attendees to complete this at the end of the Trainer Upskill session.",
  "3-months-follow-up": "Attendees complete this three months after the course. The link is the same for every session of the course.",
  "6-months-follow-up": "Attendees complete this six months after the course. The link is the same for every session of the course.",
};

const AboutLink = ({ surveyType }: { readonly surveyType: SurveyType }) => (
  <PopoverNext content={<p className="popover-text">{ABOUT_LINK[surveyType]}</p>} placement="top">
    <Button icon="info-sign" variant="minimal" size="small" aria-label={`About the ${SURVEY_LINK_LABELS[surveyType]} link`} />
  </PopoverNext>
);

/** What the evaluation e-mail buttons open (the session e-mail drawer views). */
interface SurveyEmailActions {
  readonly onEmail: (surveyType: SurveyType) => void;
  readonly onSchedule: (surveyType: SurveyType) => void;
}

const SurveyLink = ({ session, surveyType, onEmail, onSchedule }: { readonly session: SessionDetailsAnswer; readonly surveyType: SurveyType } & SurveyEmailActions) => {
  const label = SURVEY_LINK_LABELS[surveyType];
  return (
    <div className="survey-link">
      <H5 className="survey-link-title">
        {label} <AboutLink surveyType={surveyType} />
      </H5>
      <CopyableLink id={`survey-link-${surveyType}`} label={`${label} link`} url={sessionSurveyUrl(window.location.origin, session.shortId, surveyType)} />
      <p className="survey-responses">
        Responses: {session.responseCounts[surveyType] ?? 0} out of {session.numberOfConfirmedParticipants} attendees
      </p>
      <div className="button-row">
        <Button text="Email evaluation to attendees" icon="envelope" variant="outlined" onClick={() => onEmail(surveyType)} />
        <Button text="Schedule emails to attendees" icon="time" variant="outlined" onClick={() => onSchedule(surveyType)} />
        <ComingLaterButton text="View evaluation results" icon="chart" comesWith="evaluation results" />
      </div>
    </div>
  );
};

/** The 6 months follow-up is supported here; the screen shows the 3 months one (§2.10). */
const SHOWN_FOLLOW_UPS = FOLLOW_UP_SURVEYS.filter((followUp) => followUp.surveyType === "3-months-follow-up");

/** Get Feedback (§2.10): the session's evaluation links with their responses, and the course's follow-up link. */
export const GetFeedbackSection = ({ session, ...actions }: { readonly session: SessionDetailsAnswer } & SurveyEmailActions) => (
  <AccordionSection title="Get Feedback" icon="chat" defaultIsOpen={false}>
    {sessionSurveyTypes(session.modules).map((surveyType) => (
      <SectionCard key={surveyType}>
        <SurveyLink session={session} surveyType={surveyType} {...actions} />
      </SectionCard>
    ))}
    <SectionCard>
      <H5>Follow-up Links</H5>
      {SHOWN_FOLLOW_UPS.map(({ surveyType, label }) => (
        <div key={surveyType} className="survey-link">
          <p className="survey-link-title">
            {label} <AboutLink surveyType={surveyType} />
          </p>
          <CopyableLink id={`survey-link-${surveyType}`} label={`${label} link`} url={followUpSurveyUrl(window.location.origin, session.course, surveyType)} />
        </div>
      ))}
    </SectionCard>
  </AccordionSection>
);
