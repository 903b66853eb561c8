import { useState } from "react";
import { createBrowserRouter, RouterProvider } from "react-router-dom";
import { routes } from "./routeTable";

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * React Router's data router over the route table. A page change renders as a transition, and
 * `navigate(to, { flushSync: true })` shows the new page at once (logging out, deleting one's account).
 * Screens load their data with React Query, so no route has a loader or an action. The build's prerender
 * gives a memory router at the page it renders (app/prerender.tsx).
 */
export const AppRouter = ({ createRouter = () => createBrowserRouter(routes) }: { readonly createRouter?: () => Router }) => {
  const [router] = useState(createRouter);
  return <RouterProvider router={router} />;
};
