import { homeForRole, type Role } from "../../../domain/roles";
import { englishPath } from "../../../i18n/locale";

const KEY = "vayu.after-sign-in";

/**
 * Remembers the back-office address a signed-out visitor asked for (the link of a new-lead e-mail,
 * `/agent-dashboard/leads/…`), so signing in lands there instead of on the bare dashboard.
 * Kept in this tab's session storage, never in the URL, so no link can send anyone elsewhere. It is kept
 * as the router's own path, without `/fr`: the French site's router puts its base back when it goes there.
 */
export function rememberDestination(url: URL): void {
  try {
    sessionStorage.setItem(KEY, `${englishPath(url.pathname)}${url.search}`);
  } catch {
    // Storage refused (private mode, quota): the sign-in goes to the role's home as usual.
  }
}

/**
 * Where a user who just signed in goes: the remembered address when it is inside their own area
 * (a broker's link never opens the admin panel), else their role's home. Forgets it either way.
 */
export function destinationAfterSignIn(role: Role | undefined): string {
  const home = homeForRole(role);
  const remembered = takeRemembered();
  if (home === "/" || remembered === null) return home;
  const inArea =
    remembered === home || remembered.startsWith(`${home}?`) || remembered.startsWith(`${home}/`);
  return inArea ? remembered : home;
}

function takeRemembered(): string | null {
  try {
    const value = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return value;
  } catch {
    return null;
  }
}
