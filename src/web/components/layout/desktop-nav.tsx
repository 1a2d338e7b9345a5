import { Link, useLocation } from "react-router";
import { NavigationMenu as NavigationMenuPrimitive } from "radix-ui";
import {
  NavigationMenu,
  NavigationMenuContent,
  NavigationMenuItem,
  NavigationMenuLink,
  NavigationMenuList,
  NavigationMenuTrigger,
  navigationTriggerClass,
} from "../ui/navigation-menu";
import { NavAnchor } from "./nav-anchor";
import { navGroups, ratesLink, type NavGroup } from "./nav-links";

function isCurrent(pathname: string, to: string): boolean {
  return !to.startsWith("http") && pathname === to.split("?")[0];
}

function MenuGroup({ group, pathname }: { group: NavGroup; pathname: string }) {
  return (
    <NavigationMenuItem>
      <NavigationMenuTrigger>{group.title}</NavigationMenuTrigger>
      <NavigationMenuContent>
        <ul className="flex flex-col gap-0.5">
          {group.links.map((link) => (
            <li key={link.label}>
              <NavigationMenuLink asChild active={isCurrent(pathname, link.to)}>
                <NavAnchor link={link} />
              </NavigationMenuLink>
            </li>
          ))}
        </ul>
      </NavigationMenuContent>
    </NavigationMenuItem>
  );
}

/** The header menus at 768px and wider; keyboard users move with Tab, arrow keys and Escape. */
export function DesktopNav({ newsletterUrl }: { newsletterUrl: string | undefined }) {
  const { pathname } = useLocation();
  const groups = navGroups({ pathname, newsletterUrl });
  return (
    <NavigationMenu aria-label="Main" className="hidden md:block">
      <NavigationMenuList>
        <MenuGroup group={groups.mortgages} pathname={pathname} />
        <NavigationMenuItem>
          <NavigationMenuPrimitive.Link asChild active={isCurrent(pathname, ratesLink.to)}>
            <Link to={ratesLink.to} className={navigationTriggerClass}>
              {ratesLink.label}
            </Link>
          </NavigationMenuPrimitive.Link>
        </NavigationMenuItem>
        <MenuGroup group={groups.resources} pathname={pathname} />
        <MenuGroup group={groups.contact} pathname={pathname} />
      </NavigationMenuList>
    </NavigationMenu>
  );
}
