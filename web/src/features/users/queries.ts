import { keepPreviousData, useQuery } from "@tanstack/react-query";
import {
  accountDeletionContract,
  localLeadContract,
  localLeadsContract,
  myGroupInvitationsContract,
  myResultsAccessContract,
  myTrainersContract,
  participantsContract,
  trainersAndLeadsContract,
} from "@wellbeing/domain";
import { callContract } from "../../api/client";
import type { LiveTopic } from "../../api/liveTopics";

// The people's reads: the staff directory, the participants, one's own consent and what deleting one's account takes.
// Keys start with "users": a live push on that topic refreshes them.
const topic = "users" satisfies LiveTopic;

export const userKeys = {
  directory: [topic, "directory"] as const,
  myTrainers: [topic, "my-trainers"] as const,
  groupInvitations: [topic, "group-invitations"] as const,
  participants: (page: number) => [topic, "participants", page] as const,
  localLeads: [topic, "local-leads"] as const,
  localLead: (id: string) => [topic, "local-lead", id] as const,
  resultsAccess: [topic, "resultsAccess"] as const,
  accountDeletion: [topic, "account-deletion"] as const,
};

/** The admin's three lists. */
export const useStaffDirectory = (enabled: boolean) =>
  useQuery({ queryKey: userKeys.directory, queryFn: () => callContract(trainersAndLeadsContract), enabled });

/** A local lead's group and themself, and the trainers of other groups they invited. */
export const useMyTrainers = (enabled: boolean) =>
  useQuery({
    queryKey: userKeys.myTrainers,
    queryFn: () => callContract(myTrainersContract),
    enabled,
  });

/** The calling trainer's invitations to join a local lead's group. */
export const useMyGroupInvitations = () =>
  useQuery({ queryKey: userKeys.groupInvitations, queryFn: () => callContract(myGroupInvitationsContract), select: (answer) => answer.invitations });

/** One page of participants; the previous page stays on screen while the next loads. */
export const useParticipants = (page: number) =>
  useQuery({
    queryKey: userKeys.participants(page),
    queryFn: () => callContract(participantsContract, { search: `page=${page}` }),
    placeholderData: keepPreviousData,
  });

export const useLocalLeads = () => useQuery({ queryKey: userKeys.localLeads, queryFn: () => callContract(localLeadsContract) });

export const useLocalLead = (id: string) => useQuery({ queryKey: userKeys.localLead(id), queryFn: () => callContract(localLeadContract, { params: { id } }) });

/** The caller's consent to their local lead and admins seeing their evaluation results (staff). */
export const useMyResultsAccess = () => useQuery({ queryKey: userKeys.resultsAccess, queryFn: () => callContract(myResultsAccessContract) });

/** GET /api/my-account/deletion: what deleting the account would take with it, asked when the confirmation opens. */
export const useAccountDeletion = (asked: boolean) =>
  useQuery({
    queryKey: userKeys.accountDeletion,
    queryFn: () => callContract(accountDeletionContract, {}),
    enabled: asked,
    // Asked afresh each time: a certificate or a registration may have changed since.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
