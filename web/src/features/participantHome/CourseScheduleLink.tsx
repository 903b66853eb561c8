import { pathTo } from "@wellbeing/domain";
import { LinkButton } from "../../ui/LinkButton";

/** The way to the public course schedule from a participant's screen: where the next module is booked. */
export const CourseScheduleLink = ({ text, primary = false }: { readonly text: string; readonly primary?: boolean }) => (
  <LinkButton
    to={pathTo("courseSchedule")}
    icon="search"
    variant={primary ? undefined : "outlined"}
    intent={primary ? "primary" : undefined}
    text={text}
    className="course-schedule-link"
  />
);
