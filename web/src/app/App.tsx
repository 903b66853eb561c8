import { BlueprintProvider } from "@blueprintjs/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { useRoutes } from "react-router-dom";
import { createQueryClient } from "../api/queryClient";
import { AppErrorBoundary } from "../features/errors/AppErrorBoundary";
import { Toasts } from "../ui/toaster";
import { AppRouter } from "./AppRouter";
import { routes } from "./routeTable";

// A declarative router: the app loads its data with React Query, so the data router's loaders and actions
// (and their share of the welcome page's first load) would go unused.
const Screens = () => useRoutes(routes);

export const App = () => {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppErrorBoundary>
      <BlueprintProvider>
        <Toasts />
        <QueryClientProvider client={queryClient}>
          <AppRouter>
            <Screens />
          </AppRouter>
        </QueryClientProvider>
      </BlueprintProvider>
    </AppErrorBoundary>
  );
};
