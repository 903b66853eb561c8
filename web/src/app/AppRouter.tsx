import { useState } from "react";
import { createBrowserRouter, RouterProvider } from "react-router-dom";
import { routes } from "./routeTable";

/**
 * React Router's data router over the route table. A page change renders as a transition, and
 * `navigate(to, { flushSync: true })` shows the new page at once (logging out, deleting one's account).
 * Screens load their data with React Query, so no route has a loader or an action.
 */
export const AppRouter = () => {
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
};
