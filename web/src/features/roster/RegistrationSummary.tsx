import { COURSE_LABELS, ROSTER_TEXTS, trainerNames, type PublicSessionAnswer } from "@wellbeing/domain";
import { DetailRows } from "../../ui/DetailRows";
import { moduleNames, orNotAvailable, registrationDates, sessionLocation } from "./sessionFacts";

/** What both registration pages show (§2.12): dates, location, trainers, modules, contact e-mail. */
export const RegistrationSummary = ({ session }: { readonly session: PublicSessionAnswer }) => (
  <DetailRows
    rows={[
      ["Course", COURSE_LABELS[session.course]],
      ["Date(s)", registrationDates(session.dates).map((date) => <div key={date}>{date}</div>)],
      ["Location", sessionLocation(session.remote, session.address)],
      ["Trainer(s)", trainerNames(session.trainers.map((trainer) => trainer.name))],
      ["Module(s)", moduleNames(session.modules)],
      [
        "Contact email",
        session.contactEmail ? <a href={`mailto:${session.contactEmail}`}>{session.contactEmail}</a> : ROSTER_TEXTS.notAvailable,
      ],
      ...(session.extraInfo ? ([["Extra info", orNotAvailable(session.extraInfo)]] as const) : []),
    ]}
  />
);
