import { Button, Callout, NonIdealState, SegmentedControl, Tooltip } from "@blueprintjs/core";
import { SESSION_LIST_PAGE_SIZE, SESSION_LIST_TEXTS, SESSION_TEXTS, isAdminLevel, type ListedSessionAnswer } from "@wellbeing/domain";
import { useState } from "react";
import { ErrorState } from "../../ui/ErrorState";
import { LoadingState } from "../../ui/LoadingState";
import { PageLayout } from "../../ui/PageLayout";
import { Pagination } from "../../ui/Pagination";
import { useSignedInUser } from "../auth/useAuth";
import { SessionsTable } from "../sessionLists/SessionsTable";
import { inviteeColumns, registerLink } from "../sessionLists/inviteeColumns";
import type { ScheduleFilter } from "./courseScheduleTypes";
import { PublicLeadsPanel } from "./PublicLeadsPanel";
import { useCourseSchedule } from "./useCourseSchedule";
import "../sessionLists/sessionLists.css";
import "./courseSchedule.css";

const FILTERS: ReadonlyArray<{ value: ScheduleFilter; label: string }> = [
  { value: "all", label: "All sessions" },
  { value: "online", label: "Online" },
  { value: "inPerson", label: "In person" },
];

/** Book while there is a place; a full session says how to join its waiting list instead (§2.8). */
const bookOrWaitingList = (session: ListedSessionAnswer) =>
  session.spacesRemaining > 0 ? registerLink("Book")(session) : <span className="waiting-list-cell">{SESSION_LIST_TEXTS.fullSession}</span>;

const COLUMNS = inviteeColumns(bookOrWaitingList, { withCourse: true });

/** The public course schedule (§2.8): upcoming sessions of the chosen local leads' groups, each with Book or, when full, the waiting list. */
export const CourseSchedulePage = () => {
  const user = useSignedInUser();
  const isAdmin = user?.role ? isAdminLevel(user.role) : false;
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState<ScheduleFilter>("all");
  const schedule = useCourseSchedule(page, filter);
  const answer = schedule.data;

  return (
    <PageLayout
      title={SESSION_LIST_TEXTS.availableHeading}
      actions={
        <Tooltip content={SESSION_TEXTS.fundedEvaluationNotice()} className="funders-tooltip" popoverClassName="funders-tooltip-popover">
          <Button icon="info-sign" variant="minimal" text="About funding" aria-label={`About funding: ${SESSION_TEXTS.fundedEvaluationNotice()}`} />
        </Tooltip>
      }
    >
      {isAdmin && <PublicLeadsPanel />}
      <div className="schedule-intro">
        {SESSION_LIST_TEXTS.scheduleIntro.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <div className="session-list-toolbar">
        <p className="session-count" aria-live="polite">
          <span className="session-count-value">{answer ? answer.total.toLocaleString("en-GB") : "–"}</span> {SESSION_LIST_TEXTS.upcomingCount}
        </p>
        <SegmentedControl
          aria-label="Delivery"
          options={[...FILTERS]}
          value={filter}
          onValueChange={(value) => {
            setFilter(value as ScheduleFilter);
            setPage(1);
          }}
        />
      </div>
      {schedule.isError ? (
        <ErrorState onRetry={() => void schedule.refetch()} />
      ) : !answer ? (
        <LoadingState label="Loading sessions" />
      ) : answer.sessions.length === 0 ? (
        <NonIdealState icon="calendar" title={SESSION_LIST_TEXTS.noneAvailable} />
      ) : (
        <>
          <SessionsTable sessions={answer.sessions} columns={COLUMNS} caption={SESSION_LIST_TEXTS.availableHeading} isStale={schedule.isPlaceholderData} />
          <Pagination className="session-pagination" page={page} total={answer.total} pageSize={SESSION_LIST_PAGE_SIZE} onChange={setPage} />
        </>
      )}
      <Callout className="waiting-list-note" icon="people">
        {SESSION_LIST_TEXTS.waitingList}
      </Callout>
    </PageLayout>
  );
};
