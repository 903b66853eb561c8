import { NonIdealState, SegmentedControl } from "@blueprintjs/core";
import { isAdminLevel, pathTo, type StaffListItem, type Translate } from "@wellbeing/domain";
import { useEffect, useState } from "react";
import { errorMessage } from "../../api/apiError";
import { useT } from "../../i18n/useT";
import { ErrorState } from "../../ui/ErrorState";
import { LinkButton } from "../../ui/LinkButton";
import { LoadingState } from "../../ui/LoadingState";
import { PageLayout } from "../../ui/PageLayout";
import { showError } from "../../ui/toaster";
import { useAccount } from "../auth/queries";
import { LocalLeadRequests } from "../trainerUpgrade/LocalLeadRequests";
import { InvitedTrainers } from "./InvitedTrainers";
import { RemoveTrainerButton } from "./RemoveTrainerButton";
import { StaffDetailsDialog } from "./StaffDetailsDialog";
import { StaffTable, type StaffColumn } from "./StaffTable";
import { useMyTrainers, useStaffDirectory } from "./queries";
import { EMPTY_TEXT, STAFF_VIEWS, byName, listOf, orNotApplicableIn, viewTitle, type StaffView } from "./staffViews";
import "./staff.css";

const columnsOf = (t: Translate): Record<StaffView | "myGroup", ReadonlyArray<StaffColumn>> => ({
  trainers: [{ header: t("staffScreens.localLead"), cell: (item) => orNotApplicableIn(t, item.localLeadName) }],
  localLeads: [{ header: t("sessionFacts.trainersHeading"), cell: (item) => item.trainerCount }],
  auditors: [{ header: t("ui.email"), cell: (item) => orNotApplicableIn(t, item.email) }],
  archived: [{ header: t("ui.role"), cell: (item) => t(`roles.${item.role}`) }],
  myGroup: [{ header: t("ui.email"), cell: (item) => orNotApplicableIn(t, item.email) }],
});

/**
 * Trainers & Local Leads (admin) and Your Trainers (local lead), §2.17: the lists, View details,
 * the admin's archive, restore and move to another group, and the requests for a local lead account
 * waiting for them; the local lead's Delete, and the invitations to their group waiting for an answer.
 */
export const TrainersPage = () => {
  const t = useT();
  const account = useAccount();
  const isAdmin = isAdminLevel(account.role);
  const [view, setView] = useState<StaffView>("trainers");
  const [viewing, setViewing] = useState<StaffListItem | null>(null);
  const directory = useStaffDirectory(isAdmin);
  const group = useMyTrainers(!isAdmin);
  const query = isAdmin ? directory : group;
  const rows = byName(isAdmin ? (directory.data ? listOf(directory.data, view) : []) : (group.data?.trainerList ?? []));

  useEffect(() => {
    // §8: a failed trainer list fetch says so with the server's words (once: a language switch does not say it again).
    if (query.error) showError(t("ui.errorWithMessage", { message: errorMessage(query.error, t) }));
  }, [query.error]);

  return (
    <PageLayout
      title={t(isAdmin ? viewTitle(view) : "sessionFacts.trainersHeading")}
      subtitle={query.isSuccess ? <span className="staff-total">{t("ui.total", { count: String(rows.length) })}</span> : undefined}
      actions={
        isAdmin ? (
          <LinkButton to={pathTo("addUser")} icon="new-person" intent="primary" text={t("staffScreens.addNewUser")} />
        ) : (
          <LinkButton to={pathTo("addTrainer")} icon="new-person" intent="primary" text={t("staffScreens.addTrainer")} />
        )
      }
    >
      {isAdmin && <LocalLeadRequests />}
      {isAdmin && (
        <SegmentedControl
          className="staff-view-toggle"
          aria-label={t("staffScreens.whichList")}
          options={STAFF_VIEWS.map(({ view: value, label }) => ({ value, label: t(label) }))}
          value={view}
          onValueChange={(value) => setView(value as StaffView)}
        />
      )}
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState message={errorMessage(query.error, t)} onRetry={() => void query.refetch()} />
      ) : rows.length === 0 ? (
        <NonIdealState icon="people" title={t(EMPTY_TEXT[isAdmin ? view : "trainers"])} />
      ) : (
        <StaffTable
          rows={rows}
          viewerId={account.userId}
          columns={columnsOf(t)[isAdmin ? view : "myGroup"]}
          onView={setViewing}
          rowActions={isAdmin ? undefined : (item) => <RemoveTrainerButton trainer={item} leadId={account.userId} />}
        />
      )}
      {!isAdmin && group.data && <InvitedTrainers trainers={group.data.invitedTrainers} />}
      <StaffDetailsDialog item={viewing} viewerId={account.userId} canArchive={isAdmin} onClose={() => setViewing(null)} />
    </PageLayout>
  );
};
