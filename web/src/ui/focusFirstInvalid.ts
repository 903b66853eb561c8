/** After a refused submit, takes the eye and the keyboard to the first field in error. */
export const focusFirstInvalid = (form: HTMLElement | null): void => {
  // Errors render on the next frame, once React has applied the new state.
  requestAnimationFrame(() => {
    const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    field.scrollIntoView({ block: "center" });
    // A date input opens its calendar on focus, hiding the errors below it: only bring it into view.
    if (field.getAttribute("role") !== "combobox") field.focus({ preventScroll: true });
  });
};
