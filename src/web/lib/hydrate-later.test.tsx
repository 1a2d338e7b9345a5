// @vitest-environment happy-dom
import { useId, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import { renderToHtml } from "../render-html";
import { HydrateLater, hydrateInParts, whenFullyHydrated } from "./hydrate-later";

/** Counts its clicks: a click on a part not yet hydrated leaves it at 0. */
function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

/** The id each field drew last, by its label: hydration keeps the server's, so they must agree. */
const fieldIds = new Map<string, string>();

function Field({ label }: { label: string }) {
  const id = useId();
  fieldIds.set(label, id);
  return (
    <span>
      <label htmlFor={id}>{label}</label>
      <input id={id} />
    </span>
  );
}

function Pair() {
  return (
    <>
      <p>first of two</p>
      <Counter label="second of two" />
    </>
  );
}

function Nothing() {
  return null;
}

function Page() {
  return (
    <main>
      <HydrateLater>
        <Field label="in the header" />
      </HydrateLater>
      <Counter label="top" />
      <Field label="on the page" />
      <HydrateLater>
        <Counter label="rates" />
        <Field label="by the rates" />
      </HydrateLater>
      <HydrateLater>
        <Nothing />
      </HydrateLater>
      <HydrateLater>
        <Pair />
      </HydrateLater>
      <footer>end</footer>
    </main>
  );
}

function button(label: string): HTMLButtonElement {
  const found = [...document.querySelectorAll("button")].find((b) => b.textContent?.startsWith(label));
  if (!found) throw new Error(`no button ${label}`);
  return found;
}

/** Clicks the button and says what it shows once the click's render has run. */
async function click(label: string): Promise<string> {
  button(label).click();
  await Promise.resolve();
  await new Promise<void>((resolve) => queueMicrotask(resolve));
  return button(label).textContent ?? "";
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function serverPage(): Promise<HTMLElement> {
  const root = document.createElement("div");
  root.innerHTML = await renderToHtml(<Page />);
  document.body.replaceChildren(root);
  return root;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe("HydrateLater", () => {
  it("renders its part on the server in a display: contents wrapper", async () => {
    const root = await serverPage();
    expect(root.querySelectorAll("main > div.contents")).toHaveLength(4);
    expect(root.textContent).toBe(
      "in the headertop 0on the pagerates 0by the ratesfirst of twosecond of two 0end",
    );
  });

  it("hydrates each part in a task of its own, after the rest, keeping the server's elements", async () => {
    const root = await serverPage();
    const html = root.innerHTML;
    const elements = [...root.querySelectorAll("*")];

    hydrateInParts(() => hydrateRoot(root, <Page />));
    expect(await click("top")).toBe("top 1");
    expect(await click("rates")).toBe("rates 0");

    await nextTask(); // the header's part
    await nextTask();
    expect(await click("rates")).toBe("rates 1");
    expect(await click("second of two")).toBe("second of two 0");

    await whenFullyHydrated();
    expect(await click("second of two")).toBe("second of two 1");
    // Nothing was drawn again: the same elements, the same markup but for the clicks' counts.
    expect([...root.querySelectorAll("*")]).toEqual(elements);
    expect(root.innerHTML).toBe(
      html.replace("top 0", "top 1").replace("rates 0", "rates 1").replace("two 0", "two 1"),
    );
  });

  it("gives the ids inside a part the values the server gave them, whatever the order of hydration", async () => {
    const root = await serverPage();
    const served = new Map([...root.querySelectorAll("label")].map((l) => [l.textContent, l.htmlFor]));
    expect(new Set(served.values()).size).toBe(3);
    fieldIds.clear();

    hydrateInParts(() => hydrateRoot(root, <Page />));
    await whenFullyHydrated();
    expect(fieldIds).toEqual(served);
  });

  it("draws a part mounted after the first hydration at once", async () => {
    function Later() {
      const [shown, setShown] = useState(false);
      return (
        <main>
          <button type="button" onClick={() => setShown(true)}>
            show
          </button>
          {shown && (
            <HydrateLater>
              <p>shown</p>
            </HydrateLater>
          )}
        </main>
      );
    }
    const root = document.createElement("div");
    root.innerHTML = await renderToHtml(<Later />);
    document.body.replaceChildren(root);

    hydrateInParts(() => hydrateRoot(root, <Later />));
    await whenFullyHydrated();
    await click("show");
    expect(root.querySelector("p")?.textContent).toBe("shown");
  });
});
