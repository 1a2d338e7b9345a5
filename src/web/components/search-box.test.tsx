// @vitest-environment happy-dom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { MemoryRouter, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Locale } from "../../i18n/locale";
import { WithIntl } from "../i18n/test-intl";
import { LeadSearch } from "./leads/lead-search";
import { SEARCH_DELAY_MS, useSearchParam } from "./search-box";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLElement;
let root: Root;

/** The search box wired to the address, as the leads tabs use it, with the address shown beside it. */
function SearchInAddress() {
  const [q, setQ] = useSearchParam();
  const location = useLocation();
  return (
    <>
      <LeadSearch q={q} onSearch={setQ} />
      <output>{`${location.pathname}${location.search}`}</output>
    </>
  );
}

const address = () => container.querySelector("output")!.textContent;

function render(url: string, locale: Locale = "en-CA") {
  act(() =>
    root.render(
      <WithIntl locale={locale}>
        <MemoryRouter initialEntries={[url]}>
          <SearchInAddress />
        </MemoryRouter>
      </WithIntl>,
    ),
  );
}

const input = () => container.querySelector<HTMLInputElement>('input[type="search"]')!;
const clearButton = () => container.querySelector<HTMLButtonElement>("button");

/** Types `text` as a person would: React reads the native value setter's change. */
function type(text: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
  act(() => {
    setValue.call(input(), text);
    input().dispatchEvent(new Event("input", { bubbles: true }));
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.useRealTimers();
});

describe("LeadSearch", () => {
  it("is labelled in the page's language and starts from the address", () => {
    render("/agent-dashboard?tab=leads&q=marie");
    const label = container.querySelector("label")!;
    expect(label.textContent).toBe("Search leads by name, email or phone");
    expect(label.htmlFor).toBe(input().id);
    expect(input().value).toBe("marie");
    expect(input().maxLength).toBe(100);
    expect(clearButton()?.getAttribute("aria-label")).toBe("Clear the search");

    act(() => root.unmount());
    root = createRoot(container);
    render("/agent-dashboard?tab=leads", "fr-CA");
    expect(container.querySelector("label")!.textContent).toBe(
      "Rechercher une demande par nom, courriel ou téléphone",
    );
    expect(input().placeholder).toBe("Nom, courriel ou téléphone");
    // Nothing to clear yet.
    expect(clearButton()).toBeNull();
  });

  it("searches once the typing pauses, trimmed, back on the first page", () => {
    render("/agent-dashboard?tab=leads&page=3&status=new");
    type("416");
    type(" 416.555 ");
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS - 1));
    expect(address()).toBe("/agent-dashboard?tab=leads&page=3&status=new");
    act(() => vi.advanceTimersByTime(1));
    expect(address()).toBe("/agent-dashboard?tab=leads&status=new&q=416.555");
  });

  it("clears the search at once with its button, and follows the address when it changes elsewhere", () => {
    render("/super-admin?tab=leads&q=gagnon");
    act(() => clearButton()!.click());
    expect(address()).toBe("/super-admin?tab=leads");
    expect(input().value).toBe("");
    expect(clearButton()).toBeNull();
    // Nothing left pending either.
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS * 2));
    expect(address()).toBe("/super-admin?tab=leads");
  });
});
