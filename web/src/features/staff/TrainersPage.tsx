import { NonIdealState, SegmentedControl } from "@blueprintjs/core";
import { isAdminLevel, orNotApplicable, pathTo, type StaffListItem } from "@wellbeing/domain";
import { useEffect, useState } from "react";
import { errorMessage } from "../../api/apiError";
import { ErrorState } from "../../ui/ErrorState";
import { LinkButton } from "../../ui/LinkButton";
import { LoadingState } from "../../ui/LoadingState";
import { PageLayout } from "../../ui/PageLayout";
import { showError } from "../../ui/toaster";
import { useAccount } from "../auth/useAuth";
import { RemoveTrainerButton } from "./RemoveTrainerButton";
import { StaffDetailsDialog } from "./StaffDetailsDialog";
import { StaffTable, type StaffColumn } from "./StaffTable";
import { useMyTrainers, useStaffDirectory } from "./staffQueries";
import { EMPTY_TEXT, STAFF_VIEWS, byName, listOf, viewTitle, type StaffView } from "./staffViews";
import "./staff.css";

const COLUMNS: Record<StaffView | "myGroup", ReadonlyArray<StaffColumn>> = {
  trainers: [{ header: "Local lead", cell: (item) => orNotApplicable(item.localLeadName) }],
  localLeads: [{ header: "Trainers", cell: (item) => item.trainerCount }],
  archived: [{ header: "Role", cell: (item) => (item.role === "localLead" ? "Local lead" : "Trainer") }],
  myGroup: [{ header: "Email", cell: (item) => orNotApplicable(item.email) }],
};

/**
 * Trainers & Local Leads (admin) and Your Trainers (local lead), §2.17: the lists, View details,
 * the admin's archive and restore, the local lead's Delete.
 */
export const TrainersPage = () => {
  const account = useAccount();
  const isAdmin = isAdminLevel(account.role);
  const [view, setView] = useState<StaffView>("trainers");
  const [viewing, setViewing] = useState<StaffListItem | null>(null);
  const directory = useStaffDirectory(isAdmin);
  const group = useMyTrainers(!isAdmin);
  const query = isAdmin ? directory : group;
  const rows = byName(isAdmin ? (directory.data ? listOf(directory.data, view) : []) : (group.data ?? []));

  useEffect(() => {
    // §8: a failed trainer list fetch says so with the server's words.
    if (query.error) showError(`Error!, ${errorMessage(query.error)}`);
  }, [query.error]);

  return (
    <PageLayout
      title={isAdmin ? viewTitle(view) : "Trainers"}
      subtitle={query.isSuccess ? <span className="staff-total">Total: {rows.length}</span> : undefined}
      actions={
        isAdmin ? (
          <LinkButton to={pathTo("addUser")} icon="new-person" intent="primary" text="Add New User" />
        ) : (
          <LinkButton to={pathTo("addTrainer")} icon="new-person" intent="primary" text="Add Trainer" />
        )
      }
    >
      {isAdmin && (
        <SegmentedControl
          className="staff-view-toggle"
          aria-label="Which list"
          options={STAFF_VIEWS.map(({ view: value, label }) => ({ value, label }))}
          value={view}
          onValueChange={(value) => setView(value as StaffView)}
        />
      )}
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
      ) : rows.length === 0 ? (
        <NonIdealState icon="people" title={EMPTY_TEXT[isAdmin ? view : "trainers"]} />
      ) : (
        <StaffTable
          rows={rows}
          viewerId={account.userId}
          columns={COLUMNS[isAdmin ? view : "myGroup"]}
          onView={setViewing}
          rowActions={isAdmin ? undefined : (item) => <RemoveTrainerButton trainer={item} leadId={account.userId} />}
        />
      )}
      <StaffDetailsDialog item={viewing} viewerId={account.userId} canArchive={isAdmin} onClose={() => setViewing(null)} />
    </PageLayout>
  );
};
