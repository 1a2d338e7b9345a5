import type { ReactNode } from "react";
import { Link } from "react-router";
import { useSiteConfig } from "../../lib/site-config";
import { useT } from "../../i18n/use-t";
import { ApplyNowLink } from "./apply-now-link";
import { DesktopNav } from "./desktop-nav";
import { LanguageSwitch } from "./language-switch";
import { Logo } from "./logo";
import { MobileNav, useMobileNav } from "./mobile-nav";

export interface AccountSlotOptions {
  placement: "bar" | "drawer";
  /** Closes the mobile drawer; the account actions call it before opening a dialog or navigating. */
  closeDrawer: () => void;
}

interface SiteHeaderProps {
  renderAccount: (options: AccountSlotOptions) => ReactNode;
}

export function SiteHeader({ renderAccount }: SiteHeaderProps) {
  const t = useT();
  const drawer = useMobileNav();
  const { data: site } = useSiteConfig();
  const closeDrawer = () => drawer.setOpen(false);

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85">
      <div className="mx-auto flex h-16 max-w-content items-center justify-between gap-2 px-4 lg:gap-3 lg:px-6">
        <Link to="/" aria-label={t("shell.homeLabel")} className="shrink-0 rounded-md">
          <Logo />
        </Link>
        <DesktopNav newsletterUrl={site?.newsletterUrl} />
        <div className="flex items-center gap-1 sm:gap-2">
          <LanguageSwitch />
          <ApplyNowLink className="hidden max-xl:px-3 max-xl:[&_svg]:hidden lg:inline-flex" />
          <div className="hidden items-center gap-2 lg:flex">
            {renderAccount({ placement: "bar", closeDrawer })}
          </div>
          <MobileNav
            nav={drawer}
            newsletterUrl={site?.newsletterUrl}
            account={renderAccount({ placement: "drawer", closeDrawer })}
          />
        </div>
      </div>
    </header>
  );
}
