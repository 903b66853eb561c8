/** What the session screens say (§2.10, §7, §8), word for word. */
export const session = {
  edited: "Session has been successfully edited",
  deleteConfirm: "Are you sure that you want to delete this session?",
  deleteCannotRevert: "You won't be able to revert this!",
  deleted: "Success! Session has been successfully deleted",
  cannotDelete: "Cannot delete this session",
  deleteFailed: "Oops! Something error in deleting this session",
  linkCopied: "Link copied!",
  copyFailed: "Unable to copy the Link",
  /** The location of a face-to-face session without an address yet (§2.10). */
  locationToBeConfirmed: "TBC",
  /**
   * The funder notice (§2.12): the course is funded, all participants must complete evaluations,
   * and the evaluation asked for takes about 2 minutes (§9), the pre-course one unless another is named.
   */
  fundedEvaluationNotice:
    "This course is funded, so all participants must complete evaluations. The {evaluation} takes about 2 minutes.",
  /** The evaluation the funder notice names unless another is given. */
  preCourseEvaluation: "pre-course evaluation",
} as const;
