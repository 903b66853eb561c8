import { isCourse, pathTo } from "@wellbeing/domain";
import { Navigate, useParams, useSearchParams } from "react-router-dom";
import { useAccount } from "../auth/queries";
import { ResultsView } from "./ResultsView";

/** /group-results/:course/:localLeadId?/:trainerName? (§2.1): a local lead's group results, the caller's own group when no lead is named. */
export const GroupResultsPage = () => {
  const account = useAccount();
  const { course, localLeadId, trainerName } = useParams();
  const [search] = useSearchParams();
  if (!isCourse(course)) return <Navigate replace to={pathTo("notFound")} />;
  const userId = localLeadId ?? account.userId;
  const request = {
    target: "localLeadGroup",
    course,
    userId,
    trainerName: trainerName ?? null,
    view: search.get("view") === "sessions" ? "sessions" : "results",
  } as const;
  return <ResultsView key={`${userId} ${course}`} request={request} course={course} />;
};
