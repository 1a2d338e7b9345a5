// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { WithIntl } from "../../i18n/test-intl";
import { QueryView } from "./query-view";

const showErrorToast = vi.hoisted(() => vi.fn());
vi.mock("../../lib/toast", () => ({ toast: { error: showErrorToast } }));

const LOAD_FAILED = "We could not load the fruit.";
const TOAST = "Fruit failed to load.";

function FruitList({ load, toast }: { load: () => Promise<string[]>; toast?: string }) {
  const query = useQuery({ queryKey: ["fruit"], queryFn: load, retry: false });
  return (
    <QueryView
      query={query}
      loading={<p role="status">Loading fruit</p>}
      error={LOAD_FAILED}
      errorToast={toast}
      isEmpty={(fruit) => fruit.length === 0}
      empty={<p>No fruit yet</p>}
    >
      {(fruit) => (
        <ul>
          {fruit.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </QueryView>
  );
}

let container: HTMLElement;
let root: Root;
let client: QueryClient;

function render(load: () => Promise<string[]>, toast?: string) {
  root.render(
    <WithIntl>
      <QueryClientProvider client={client}>
        <FruitList load={load} toast={toast} />
      </QueryClientProvider>
    </WithIntl>,
  );
}

const text = () => container.textContent ?? "";

beforeEach(() => {
  showErrorToast.mockClear();
  client = new QueryClient();
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  root.unmount();
  container.remove();
  client.clear();
});

describe("QueryView", () => {
  it("shows the loading state until the first answer, and no toast", async () => {
    render(() => new Promise<string[]>(() => undefined));
    await vi.waitFor(() =>
      expect(container.querySelector('[role="status"]')?.textContent).toBe("Loading fruit"),
    );
    expect(container.querySelector("ul")).toBeNull();
    expect(showErrorToast).not.toHaveBeenCalled();
  });

  it("draws the data once it arrives", async () => {
    render(async () => ["apple", "pear"]);
    await vi.waitFor(() =>
      expect([...container.querySelectorAll("li")].map((item) => item.textContent)).toEqual([
        "apple",
        "pear",
      ]),
    );
    expect(text()).not.toContain("Loading fruit");
  });

  it("draws the empty state for an answer with nothing to show", async () => {
    render(async () => []);
    await vi.waitFor(() => expect(text()).toBe("No fruit yet"));
    expect(container.querySelector("ul")).toBeNull();
  });

  it("shows a failed load as an alert with its toast, and tries again on request", async () => {
    const load = vi.fn<() => Promise<string[]>>().mockRejectedValueOnce(new Error("offline"));
    load.mockResolvedValueOnce(["plum"]);
    render(load, TOAST);

    await vi.waitFor(() =>
      expect(container.querySelector('[role="alert"]')?.textContent).toContain(LOAD_FAILED),
    );
    expect(showErrorToast).toHaveBeenCalledTimes(1);
    expect(showErrorToast).toHaveBeenCalledWith(TOAST, { id: TOAST });

    const retry = [...container.querySelectorAll("button")].find(
      (button) => button.textContent === "Try again",
    );
    retry?.click();
    await vi.waitFor(() => expect(container.querySelector("li")?.textContent).toBe("plum"));
    expect(load).toHaveBeenCalledTimes(2);
    expect(container.querySelector('[role="alert"]')).toBeNull();
  });

  it("raises no toast for a failure when none is asked for", async () => {
    render(async () => Promise.reject(new Error("offline")));
    await vi.waitFor(() =>
      expect(container.querySelector('[role="alert"]')?.textContent).toContain(LOAD_FAILED),
    );
    expect(showErrorToast).not.toHaveBeenCalled();
  });
});
