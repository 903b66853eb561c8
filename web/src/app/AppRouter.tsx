import { startTransition, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { flushSync } from "react-dom";
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory, type Navigator } from "react-router-dom";

/**
 * React Router's BrowserRouter (the address bar's history; a page change renders as a transition), plus the one
 * thing the app asks of the data router that BrowserRouter ignores: `navigate(to, { flushSync: true })` shows the
 * new page at once, before anything else re-renders (logging out, deleting one's account).
 */
export const AppRouter = ({ children }: { readonly children: ReactNode }) => {
  const [history] = useState(() => createBrowserHistory({ window, v5Compat: true }));
  const [current, setCurrent] = useState({ action: history.action, location: history.location });
  const flushNext = useRef(false);

  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        if (!flushNext.current) return startTransition(() => setCurrent({ action, location }));
        flushNext.current = false;
        flushSync(() => setCurrent({ action, location }));
      }),
    [history],
  );

  const navigator = useMemo<Navigator>(
    () => ({
      createHref: (to) => history.createHref(to),
      encodeLocation: (to) => history.encodeLocation(to),
      go: (delta) => history.go(delta),
      push: (to, state, options) => {
        flushNext.current = options?.flushSync === true;
        history.push(to, state);
      },
      replace: (to, state, options) => {
        flushNext.current = options?.flushSync === true;
        history.replace(to, state);
      },
    }),
    [history],
  );

  return (
    <Router navigator={navigator} location={current.location} navigationType={current.action}>
      {children}
    </Router>
  );
};
