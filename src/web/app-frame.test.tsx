// @vitest-environment happy-dom
import { Suspense, useEffect, useState } from "react";
import { renderToString } from "react-dom/server";
import { hydrateRoot, type Root } from "react-dom/client";
import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppFrame } from "./app-frame";

/** The parts, in the order their effects ran: an effect runs once its part is hydrated. */
const hydrated: string[] = [];

function Part({ name }: { name: string }) {
  const [clicks, setClicks] = useState(0);
  useEffect(() => {
    hydrated.push(name);
  }, [name]);
  return (
    <button type="button" onClick={() => setClicks(clicks + 1)}>
      {name} {clicks}
    </button>
  );
}

function Page() {
  return (
    <main>
      <Part name="hero" />
      <Suspense fallback={null}>
        <Part name="rates" />
      </Suspense>
      <Suspense fallback={null}>
        <Part name="footer" />
      </Suspense>
    </main>
  );
}

const app = () => (
  <AppFrame client={new QueryClient()} locale="en-CA" messages={{}}>
    <Page />
  </AppFrame>
);

let root: Root | undefined;

afterEach(() => {
  root?.unmount();
  root = undefined;
  hydrated.length = 0;
  delete document.documentElement.dataset.interactive;
  document.body.innerHTML = "";
});

describe("AppFrame", () => {
  it("marks the document interactive once every Suspense boundary of the page is hydrated", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(app());
    document.body.append(container);
    const markedAfter: string[][] = [];
    new MutationObserver(() => markedAfter.push([...hydrated])).observe(document.documentElement, {
      attributeFilter: ["data-interactive"],
    });
    const onRecoverableError = vi.fn();

    root = hydrateRoot(container, app(), { onRecoverableError });
    await vi.waitFor(() => expect(document.documentElement.dataset.interactive).toBe(""));

    // StrictMode runs each effect twice in development: each part is listed at least once.
    expect(new Set(markedAfter[0])).toEqual(new Set(["hero", "rates", "footer"]));
    expect(onRecoverableError).not.toHaveBeenCalled();
    const footer = [...container.querySelectorAll("button")].find((b) => b.textContent?.startsWith("footer"));
    footer?.click();
    await vi.waitFor(() => expect(footer?.textContent).toBe("footer 1"));
  });
});
