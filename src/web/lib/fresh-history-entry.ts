/**
 * React Router names the first history entry of every document "default" (it has no key in
 * history.state), and ScrollRestoration keys the positions it saves by that name. So any fresh load
 * in a tab that had shown a scrolled Vayu page would be put back at that page's old position, onto a
 * page still showing its skeleton. A document opened by a link, a typed address or a reload gets a key
 * of its own, so it starts at the top (or at its #hash); one reached with back/forward keeps its key
 * and gets its position back.
 */
export function keyFreshHistoryEntry(win: Window = window) {
  const [navigation] = win.performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  if (navigation?.type === "back_forward") return;
  const state: unknown = win.history.state;
  const current = state && typeof state === "object" ? state : {};
  win.history.replaceState({ ...current, key: freshKey() }, "");
}

function freshKey() {
  return Math.random().toString(36).slice(2, 10);
}
