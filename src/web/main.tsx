// First: configures zod before any module that uses it is evaluated.
import "./lib/zod-config";
import "./styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "react-router/dom";
import { Toaster } from "sonner";
import { queryClient } from "./lib/query-client";
import { router } from "./router";

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element to render into");

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      {/* Raised above the floating 'Try AI' button so a toast never hides it. */}
      <Toaster position="bottom-right" closeButton offset={{ bottom: 92 }} mobileOffset={{ bottom: 76 }} />
    </QueryClientProvider>
  </StrictMode>,
);
