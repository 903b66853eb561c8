/**
 * Names `messageId` as the description of the element with id `controlId` (aria-describedby), keeping
 * any description it has already; answers the undoing, for an effect's clean-up.
 */
export const describeControl = (controlId: string, messageId: string): (() => void) | undefined => {
  const control = document.getElementById(controlId);
  if (!control) return undefined;
  const ids = (control.getAttribute("aria-describedby") ?? "").split(/\s+/).filter(Boolean);
  if (ids.includes(messageId)) return undefined;
  control.setAttribute("aria-describedby", [...ids, messageId].join(" "));
  return () => {
    const rest = (control.getAttribute("aria-describedby") ?? "").split(/\s+/).filter((id) => id && id !== messageId);
    if (rest.length > 0) control.setAttribute("aria-describedby", rest.join(" "));
    else control.removeAttribute("aria-describedby");
  };
};
