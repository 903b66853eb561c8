/** The Manage Session warning (§2.10): how many attendees have not completed the previous module. */
export const missedModuleWording = (count: number): string =>
  count === 1
    ? "1 attendee has not completed the previous module of this course."
    : `${count} attendees have not completed the previous module of this course.`;
