import { describe, expect, it } from "vitest";
import { keyFreshHistoryEntry } from "./fresh-history-entry";

function fakeWindow(type: string | undefined, state: unknown) {
  const history = {
    state,
    replaceState(next: unknown) {
      history.state = next;
    },
  };
  const performance = { getEntriesByType: () => (type ? [{ type }] : []) };
  return { history, performance } as unknown as Window & { history: { state: unknown } };
}

describe("keyFreshHistoryEntry", () => {
  it("gives a document opened by a link its own key, keeping the router's index", () => {
    const win = fakeWindow("navigate", null);
    keyFreshHistoryEntry(win);
    expect(win.history.state).toEqual({ key: expect.stringMatching(/^[a-z0-9]+$/) });

    const reloaded = fakeWindow("reload", { idx: 3, key: "old", usr: null });
    keyFreshHistoryEntry(reloaded);
    expect(reloaded.history.state).toMatchObject({ idx: 3, usr: null });
    expect((reloaded.history.state as { key: string }).key).not.toBe("old");
  });

  it("leaves an entry reached with back or forward alone, so its position is restored", () => {
    const state = { idx: 2, key: "abc12345", usr: null };
    const win = fakeWindow("back_forward", state);
    keyFreshHistoryEntry(win);
    expect(win.history.state).toBe(state);
  });

  it("keys the entry when the browser reports no navigation timing", () => {
    const win = fakeWindow(undefined, null);
    keyFreshHistoryEntry(win);
    expect(win.history.state).toHaveProperty("key");
  });
});
