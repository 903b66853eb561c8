import { Button, Callout, SegmentedControl, Tooltip } from "@blueprintjs/core";
import { SESSION_LIST_PAGE_SIZE, isAdminLevel, type ListedSessionAnswer, type MessageKey, type Translate } from "@wellbeing/domain";
import { useMemo } from "react";
import { useSearchParams } from "react-router-dom";
import { T } from "../../i18n/T";
import { useT } from "../../i18n/useT";
import { EmptyState } from "../../ui/EmptyState";
import { ErrorState } from "../../ui/ErrorState";
import { LoadingState } from "../../ui/LoadingState";
import { PageLayout } from "../../ui/PageLayout";
import { Pagination } from "../../ui/Pagination";
import { useSignedInUser } from "../auth/queries";
import { SessionsTable } from "../sessionLists/SessionsTable";
import { inviteeColumns, registerLink } from "../sessionLists/inviteeColumns";
import type { ScheduleFilter } from "./types";
import { PublicLeadsPanel } from "./PublicLeadsPanel";
import { useCourseSchedule } from "./queries";
import { scheduleViewOf, scheduleViewSearch, type ScheduleView } from "./scheduleView";
import "../sessionLists/sessionLists.css";
import "./courseSchedule.css";

const FILTERS: ReadonlyArray<{ value: ScheduleFilter; label: MessageKey }> = [
  { value: "all", label: "courseSchedule.allSessions" },
  { value: "online", label: "sessionFacts.online" },
  { value: "inPerson", label: "courseSchedule.inPerson" },
];

/** Book while there is a place; a full session's registration page offers its waiting list instead (§2.8, issue 29). */
const bookOrWaitingList = (t: Translate) => (session: ListedSessionAnswer) =>
  registerLink(session.spacesRemaining > 0 ? t("courseSchedule.book") : t("sessionList.fullSession"))(session);

const SCHEDULE_INTRO: ReadonlyArray<MessageKey> = [
  "sessionList.scheduleIntro1",
  "sessionList.scheduleIntro2",
  "sessionList.scheduleIntro3",
  "sessionList.scheduleIntro4",
];

/** The public course schedule (§2.8): upcoming sessions of the chosen local leads' groups, each with Book or, when full, the waiting list. */
export const CourseSchedulePage = () => {
  const t = useT();
  const columns = useMemo(() => inviteeColumns(bookOrWaitingList(t), { withCourse: true }), [t]);
  const fundingNotice = t("session.fundedEvaluationNotice", { evaluation: t("session.preCourseEvaluation") });
  const user = useSignedInUser();
  const isAdmin = user?.role ? isAdminLevel(user.role) : false;
  const [search, setSearch] = useSearchParams();
  const { page, filter } = scheduleViewOf(search);
  const show = (view: ScheduleView) => setSearch(scheduleViewSearch(view), { preventScrollReset: true });
  const schedule = useCourseSchedule(page, filter);
  const answer = schedule.data;

  return (
    <PageLayout
      title={t("sessionList.availableHeading")}
      actions={
        <Tooltip content={fundingNotice} className="funders-tooltip" popoverClassName="funders-tooltip-popover">
          <Button
            icon="info-sign"
            variant="minimal"
            text={t("courseSchedule.aboutFunding")}
            aria-label={t("courseSchedule.aboutFundingLabel", { notice: fundingNotice })}
          />
        </Tooltip>
      }
    >
      {isAdmin && <PublicLeadsPanel />}
      <div className="schedule-intro">
        {SCHEDULE_INTRO.map((paragraph) => (
          <p key={paragraph}>
            <T k={paragraph} />
          </p>
        ))}
      </div>
      <div className="session-list-toolbar">
        <p className="session-count" aria-live="polite">
          <span className="session-count-value">{answer ? answer.total.toLocaleString("en-GB") : "–"}</span>{" "}
          <T k="sessionList.upcomingCount" params={{ count: answer?.total ?? 0 }} />
        </p>
        <SegmentedControl
          aria-label={t("sessionFacts.delivery")}
          options={FILTERS.map(({ value, label }) => ({ value, label: t(label) }))}
          value={filter}
          onValueChange={(value) => show({ page: 1, filter: value as ScheduleFilter })}
        />
      </div>
      {schedule.isError ? (
        <ErrorState onRetry={() => void schedule.refetch()} />
      ) : !answer ? (
        <LoadingState label={t("sessionList.loadingSessions")} />
      ) : answer.sessions.length === 0 ? (
        <EmptyState icon="calendar" title={t("sessionList.noneAvailable")} />
      ) : (
        <>
          <SessionsTable sessions={answer.sessions} columns={columns} caption={t("sessionList.availableHeading")} isStale={schedule.isPlaceholderData} />
          <Pagination
            className="session-pagination"
            page={page}
            total={answer.total}
            pageSize={SESSION_LIST_PAGE_SIZE}
            onChange={(next) => show({ page: next, filter })}
          />
        </>
      )}
      <Callout className="waiting-list-note" icon="people">
        <T k="sessionList.waitingList" />
      </Callout>
    </PageLayout>
  );
};
