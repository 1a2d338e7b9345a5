import { Link, useLocation } from "react-router";
import {
  NavigationMenu,
  NavigationMenuGroup,
  NavigationMenuList,
  navigationLinkClass,
  navigationTriggerClass,
} from "../ui/navigation-menu";
import { useT } from "../../i18n/use-t";
import { NavAnchor } from "./nav-anchor";
import { navGroups, ratesLink, type NavGroup } from "./nav-links";

function currentPage(pathname: string, to: string) {
  return !to.startsWith("http") && pathname === to.split("?")[0] ? ("page" as const) : undefined;
}

function MenuGroup({ group, pathname }: { group: NavGroup; pathname: string }) {
  return (
    <NavigationMenuGroup title={group.title}>
      <ul className="flex flex-col gap-0.5">
        {group.links.map((link) => (
          <li key={link.label}>
            <NavAnchor
              link={link}
              className={navigationLinkClass}
              aria-current={currentPage(pathname, link.to)}
            />
          </li>
        ))}
      </ul>
    </NavigationMenuGroup>
  );
}

/** The header menus at 1024px and wider (French runs longer than the bar below that); keyboard users move with Tab, arrow keys and Escape. */
export function DesktopNav({ newsletterUrl }: { newsletterUrl: string | undefined }) {
  const t = useT();
  const { pathname } = useLocation();
  const groups = navGroups({ pathname, newsletterUrl }, t);
  const rates = ratesLink(t);
  return (
    <NavigationMenu aria-label={t("shell.mainNav")} closeKey={pathname} className="hidden lg:block">
      <NavigationMenuList>
        <MenuGroup group={groups.mortgages} pathname={pathname} />
        <li>
          <Link
            to={rates.to}
            className={navigationTriggerClass}
            aria-current={currentPage(pathname, rates.to)}
          >
            {rates.label}
          </Link>
        </li>
        <MenuGroup group={groups.resources} pathname={pathname} />
        <MenuGroup group={groups.contact} pathname={pathname} />
      </NavigationMenuList>
    </NavigationMenu>
  );
}
