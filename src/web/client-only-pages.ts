/**
 * Page modules (as routes.tsx names them) the server leaves to the browser: what they show depends
 * on who is signed in. routes.tsx marks their routes client-only; the client build (vite.config.ts)
 * leaves their modules out of the server-rendered pages' chunks.
 */
export const CLIENT_ONLY_PAGES: readonly string[] = [
  "./pages/auth/auth-page.tsx",
  "./pages/reset-password/reset-password-page.tsx",
  "./pages/super-admin/super-admin-page.tsx",
  "./pages/agent-dashboard/agent-dashboard-page.tsx",
  "./pages/super-admin/lead-detail-page.tsx",
  "./pages/agent-dashboard/lead-detail-page.tsx",
];
