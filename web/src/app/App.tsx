import { BlueprintProvider } from "@blueprintjs/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { RouterProvider, createBrowserRouter } from "react-router-dom";
import { createQueryClient } from "../api/queryClient";
import { AppErrorBoundary } from "../features/errors/AppErrorBoundary";
import { routes } from "./routeTable";

export const App = () => {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <AppErrorBoundary>
      <BlueprintProvider>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </BlueprintProvider>
    </AppErrorBoundary>
  );
};
