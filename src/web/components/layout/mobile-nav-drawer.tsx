import type { ReactNode, RefObject } from "react";
import { Link, useLocation } from "react-router";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "../ui/accordion";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "../ui/sheet";
import { useT } from "../../i18n/use-t";
import { ApplyNowLink } from "./apply-now-link";
import { LanguageSwitch } from "./language-switch";
import { Logo } from "./logo";
import { NavAnchor } from "./nav-anchor";
import { navGroups, ratesLink } from "./nav-links";

export interface MobileNavDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  newsletterUrl: string | undefined;
  account: ReactNode;
  /** The menu button; focus returns to it when the drawer closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

const drawerLinkClass =
  "flex items-center gap-2 rounded-md px-3 py-2.5 text-sm text-foreground hover:bg-muted hover:text-primary aria-[current=page]:font-semibold aria-[current=page]:text-primary";

/**
 * Below 1024px the header menus live in this side drawer, one accordion section per menu. Loaded with
 * its first opening (mobile-nav.tsx).
 */
export function MobileNavDrawer({
  open,
  onOpenChange,
  newsletterUrl,
  account,
  returnFocusTo,
}: MobileNavDrawerProps) {
  const t = useT();
  const { pathname } = useLocation();
  const groups = Object.values(navGroups({ pathname, newsletterUrl }, t));
  const rates = ratesLink(t);
  const close = () => onOpenChange(false);

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <SheetHeader>
          <SheetTitle>
            <Logo className="h-7" />
          </SheetTitle>
          <SheetDescription className="sr-only">{t("shell.siteNavigation")}</SheetDescription>
        </SheetHeader>
        <nav aria-label={t("shell.mainNav")} className="flex-1 px-4 py-2">
          <Accordion type="multiple">
            {groups.map((group) => (
              <AccordionItem key={group.key} value={group.key}>
                <AccordionTrigger>{group.title}</AccordionTrigger>
                <AccordionContent>
                  <ul className="flex flex-col">
                    {group.links.map((link) => (
                      <li key={link.label}>
                        <NavAnchor
                          link={link}
                          className={drawerLinkClass}
                          aria-current={!link.external && pathname === link.to ? "page" : undefined}
                          onClick={close}
                        />
                      </li>
                    ))}
                  </ul>
                </AccordionContent>
              </AccordionItem>
            ))}
          </Accordion>
          <Link
            to={rates.to}
            onClick={close}
            className="block border-b border-border py-3 text-sm font-semibold hover:text-primary"
          >
            {rates.label}
          </Link>
        </nav>
        <div className="flex flex-col gap-2 border-t border-border p-4">
          <LanguageSwitch className="self-center" />
          <ApplyNowLink className="w-full" onNavigate={close} />
          {account}
        </div>
      </SheetContent>
    </Sheet>
  );
}
