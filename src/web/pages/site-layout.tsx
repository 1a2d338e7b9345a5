import { Suspense } from "react";
import { SiteFooter } from "../components/layout/site-footer";
import { SiteHeader } from "../components/layout/site-header";
import { Outlet } from "react-router";
import { SkipLink } from "../components/layout/skip-link";
import { AccountActions } from "../features/auth/account-actions";
import type { SignInDialogProps } from "../features/auth/sign-in-dialog";
import { loadSignInDialog } from "../features/auth/sign-in-preload";
import { ChatLauncher } from "../features/chat/chat-launcher";
import { pathInLocale } from "../../i18n/locale";
import { documentLocale } from "../i18n/catalog-store";
import { useLazyDialog } from "../lib/use-lazy-dialog";

/** The dialog's code cannot be fetched (offline, a deploy replaced it): the sign-in page, loaded whole. */
function openSignInPage() {
  window.location.assign(pathInLocale("/auth", documentLocale));
}

/** The public pages' frame: sticky header with the sign-in dialog, the page, the footer, the Try AI bar. */
export function SiteLayout() {
  const signIn = useLazyDialog<SignInDialogProps>(loadSignInDialog, openSignInPage);

  return (
    <div className="flex min-h-dvh flex-col pb-dock">
      <SkipLink />
      <SiteHeader
        renderAccount={({ placement, closeDrawer }) => (
          <AccountActions
            placement={placement}
            onNavigate={closeDrawer}
            onSignIn={() => {
              closeDrawer();
              void signIn.openDialog();
            }}
          />
        )}
      />
      {/* At least a screen tall, so the footer starts below the fold and never jumps as a page's data arrives. */}
      <main id="main-content" tabIndex={-1} className="flex min-h-dvh flex-1 flex-col outline-none">
        <Outlet />
      </main>
      {/* Hydrated after the page (a Suspense boundary), and at once when a visitor reaches into it. */}
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
      {signIn.Dialog && <signIn.Dialog open={signIn.open} onOpenChange={signIn.setOpen} />}
      <ChatLauncher />
    </div>
  );
}
