import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { localLeadContract, localLeadsContract, myGroupInvitationsContract, myTrainersContract, participantsContract, trainersAndLeadsContract } from "@wellbeing/domain";
import { callContract } from "../../api/client";

// The staff directory's reads. Keys start with "users": a live push on that topic refreshes them.

export const staffKeys = {
  all: ["users"] as const,
  directory: ["users", "directory"] as const,
  myTrainers: ["users", "my-trainers"] as const,
  groupInvitations: ["users", "group-invitations"] as const,
  participants: (page: number) => ["users", "participants", page] as const,
  localLeads: ["users", "local-leads"] as const,
  localLead: (id: string) => ["users", "local-lead", id] as const,
};

/** The admin's three lists. */
export const useStaffDirectory = (enabled: boolean) =>
  useQuery({ queryKey: staffKeys.directory, queryFn: () => callContract(trainersAndLeadsContract), enabled });

/** A local lead's group and themself, and the trainers of other groups they invited. */
export const useMyTrainers = (enabled: boolean) =>
  useQuery({
    queryKey: staffKeys.myTrainers,
    queryFn: () => callContract(myTrainersContract),
    enabled,
  });

/** The calling trainer's invitations to join a local lead's group. */
export const useMyGroupInvitations = () =>
  useQuery({ queryKey: staffKeys.groupInvitations, queryFn: () => callContract(myGroupInvitationsContract), select: (answer) => answer.invitations });

/** One page of participants; the previous page stays on screen while the next loads. */
export const useParticipants = (page: number) =>
  useQuery({
    queryKey: staffKeys.participants(page),
    queryFn: () => callContract(participantsContract, { search: `page=${page}` }),
    placeholderData: keepPreviousData,
  });

export const useLocalLeads = () => useQuery({ queryKey: staffKeys.localLeads, queryFn: () => callContract(localLeadsContract) });

export const useLocalLead = (id: string) =>
  useQuery({ queryKey: staffKeys.localLead(id), queryFn: () => callContract(localLeadContract, { params: { id } }) });
