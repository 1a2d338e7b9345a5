import { useState } from "react";
import { Outlet } from "react-router";
import { SiteFooter } from "../components/layout/site-footer";
import { SiteHeader } from "../components/layout/site-header";
import { SkipLink } from "../components/layout/skip-link";
import { AccountActions } from "../features/auth/account-actions";
import { SignInDialog } from "../features/auth/sign-in-dialog";
import { ChatLauncher } from "../features/chat/chat-launcher";

/** The public pages' frame: sticky header with the sign-in dialog, the page, the footer, the Try AI button. */
export function SiteLayout() {
  const [signInOpen, setSignInOpen] = useState(false);

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader
        renderAccount={({ placement, closeDrawer }) => (
          <AccountActions
            placement={placement}
            onNavigate={closeDrawer}
            onSignIn={() => {
              closeDrawer();
              setSignInOpen(true);
            }}
          />
        )}
      />
      {/* At least a screen tall, so the footer starts below the fold and never jumps as a page's data arrives. */}
      <main id="main-content" tabIndex={-1} className="flex min-h-dvh flex-1 flex-col outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <SignInDialog open={signInOpen} onOpenChange={setSignInOpen} />
      <ChatLauncher />
    </div>
  );
}
