import { useCallback, useEffect, useState } from "react";

const COOKIE_NAME = "sidebar_state";
const COOKIE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

function readExpandedCookie(): boolean {
  const entry = document.cookie.split("; ").find((part) => part.startsWith(`${COOKIE_NAME}=`));
  return entry ? entry.slice(COOKIE_NAME.length + 1) !== "false" : true;
}

function writeExpandedCookie(expanded: boolean): void {
  document.cookie = `${COOKIE_NAME}=${expanded}; path=/; max-age=${COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}

function isToggleShortcut(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === "b";
}

/**
 * Whether the dashboard sidebar is expanded (16rem) or in icon mode (3rem), remembered for 7 days in the
 * `sidebar_state` cookie; on small screens the same toggle opens and closes the drawer instead.
 */
export function useSidebarState(isMobile: boolean) {
  const [expanded, setExpanded] = useState(readExpandedCookie);
  const [drawerOpen, setDrawerOpen] = useState(false);

  const toggle = useCallback(() => {
    if (isMobile) {
      setDrawerOpen((open) => !open);
      return;
    }
    setExpanded((current) => {
      writeExpandedCookie(!current);
      return !current;
    });
  }, [isMobile]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isToggleShortcut(event)) return;
      event.preventDefault();
      toggle();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [toggle]);

  return { expanded, drawerOpen, setDrawerOpen, toggle };
}
