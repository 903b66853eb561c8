import { useCallback, useMemo, useState } from "react";

/** Whether a confirmation is open: `ask` opens it, `close` closes it (Cancel, or once the action is done). */
export interface Confirmation {
  readonly isOpen: boolean;
  readonly ask: () => void;
  readonly close: () => void;
}

/** The open or closed state of one confirmation dialog. */
export const useConfirmation = (): Confirmation => {
  const [isOpen, setIsOpen] = useState(false);
  const ask = useCallback(() => setIsOpen(true), []);
  const close = useCallback(() => setIsOpen(false), []);
  return useMemo(() => ({ isOpen, ask, close }), [isOpen, ask, close]);
};
