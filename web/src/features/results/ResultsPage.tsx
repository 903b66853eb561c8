import { pathTo } from "@wellbeing/domain";
import { Navigate, useSearchParams } from "react-router-dom";
import { useAccount } from "../auth/queries";
import { ResultsView } from "./ResultsView";
import { chooseCoursePathOf, resultsRequestIn } from "./request";

/** /trainer-results?target&course… (§2.16): an unknown target goes to /unauthorized; without a course, the course picker first. */
export const ResultsPage = () => {
  const account = useAccount();
  const [search] = useSearchParams();
  const request = resultsRequestIn(search, account);
  if (!request) return <Navigate replace to={pathTo("unauthorized")} />;
  if (!request.course) return <Navigate replace to={chooseCoursePathOf(search)} />;
  // Another target, person or course is another page: nothing of the previous one stays on screen.
  return <ResultsView key={`${request.target} ${request.userId} ${request.course}`} request={request} course={request.course} />;
};
