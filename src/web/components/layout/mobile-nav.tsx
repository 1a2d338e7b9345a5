import { useRef, type ReactNode } from "react";
import { Menu } from "lucide-react";
import { useT } from "../../i18n/use-t";
import { toast } from "../../lib/toast";
import { useLazyDialog } from "../../lib/use-lazy-dialog";
import { Button } from "../ui/button";
import type { MobileNavDrawerProps } from "./mobile-nav-drawer";

const loadDrawer = () => import("./mobile-nav-drawer").then((chunk) => chunk.MobileNavDrawer);

/** The header's menu state below 1024px: the drawer (Radix Dialog, the accordion) loads with its first opening. */
export function useMobileNav() {
  const t = useT();
  return useLazyDialog<MobileNavDrawerProps>(loadDrawer, () => toast.error(t("shell.menuLoadFailed")));
}

interface MobileNavProps {
  nav: ReturnType<typeof useMobileNav>;
  newsletterUrl: string | undefined;
  account: ReactNode;
}

/** The menu button, and the drawer once it has been opened. */
export function MobileNav({ nav, newsletterUrl, account }: MobileNavProps) {
  const t = useT();
  const button = useRef<HTMLButtonElement>(null);
  const { Dialog: Drawer } = nav;
  return (
    <>
      <Button
        ref={button}
        variant="ghost"
        size="icon"
        className="lg:hidden"
        aria-label={t("shell.openMenu")}
        aria-haspopup="dialog"
        aria-expanded={nav.open}
        aria-busy={nav.loading || undefined}
        onPointerEnter={nav.preload}
        onFocus={nav.preload}
        onClick={() => void nav.openDialog()}
      >
        <Menu className="size-6!" aria-hidden="true" />
      </Button>
      {Drawer && (
        <Drawer
          open={nav.open}
          onOpenChange={nav.setOpen}
          newsletterUrl={newsletterUrl}
          account={account}
          returnFocusTo={button}
        />
      )}
    </>
  );
}
