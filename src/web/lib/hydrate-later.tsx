import { Component, Suspense, useId, type ReactNode } from "react";

/**
 * Hydrating a server-rendered page in one go holds a phone's main thread for a few hundred
 * milliseconds, during which a tap waits. A part of the page wrapped in `<HydrateLater>` is taken
 * over in a task of its own after the rest, so the browser can answer input between parts.
 *
 * How: during the first hydration its gate suspends; Preact keeps the server's DOM of a suspended
 * component as it stands (nothing is drawn again, no fallback is shown) and hydrates it when the
 * promise resolves. The gate only suspends inside that first hydration: a page drawn by a later
 * navigation renders its parts at once. The server renders them as usual.
 *
 * Preact keeps the first DOM node of a suspended component for it, so the part is wrapped in an
 * element of its own, whatever it renders (several elements, or nothing at all). The wrapper is
 * `display: contents`: its children are laid out as the parent's, as if it were not there.
 *
 * Preact's `useId` numbers ids in the order components render under the nearest vnode that carries
 * a counter (its `_mask`, `__m` once built), the root's unless one is set. The server renders the
 * parts in document order, the browser after the rest: counted from the root, the ids would differ
 * and no longer match the server's markup (a label's `for`, a block found by its id). Each part
 * therefore counts its own ids from a prefix of its own on both sides: the id its `<HydrateLater>`
 * got from the page ("P0-4" gives "PP0-4-0", "PP0-4-1"..., which cannot meet the page's "P0-n").
 * preact-render-to-string walks the same fields (`__` to the parent, `__v` from a component to its
 * vnode); src/web/lib/hydrate-later.test.tsx fails if either side changes them.
 */

/** While true, gates being rendered for the first time wait for their turn. */
let deferring = false;
/** Gates waiting to be hydrated, in the order the page rendered them (document order). */
const queue: (() => void)[] = [];
let draining = false;
let settled: Promise<void> = Promise.resolve();
let settle: (() => void) | undefined;

/** Hydrates the next part in a task of its own; `settled` resolves in the task after the last one. */
function drain() {
  const release = queue.shift();
  if (release) {
    release();
    setTimeout(drain, 0);
    return;
  }
  draining = false;
  settle?.();
  settle = undefined;
}

function waitForTurn(): Promise<void> {
  const turn = new Promise<void>((resolve) => queue.push(resolve));
  if (!draining) {
    draining = true;
    settled = new Promise((resolve) => (settle = resolve));
  }
  return turn;
}

/**
 * Runs the first hydration of the page (`hydrate` must render synchronously, as Preact's
 * hydrateRoot does) with its `<HydrateLater>` parts left for later tasks, which start once the
 * browser has had a task to itself.
 */
export function hydrateInParts(hydrate: () => void): void {
  deferring = true;
  try {
    hydrate();
  } finally {
    deferring = false;
  }
  if (draining) setTimeout(drain, 0);
}

/** Resolves once every part left for later has been hydrated (at once when none was). */
export function whenFullyHydrated(): Promise<void> {
  return settled;
}

/** Preact's internal fields the part's id counter is set through (see above). */
interface IdCounterVNode {
  __m?: [string, number];
}

/**
 * Suspends once, when first rendered inside the first hydration. Rendered again (its turn came, or
 * a parent re-rendered first), it draws its child, which hydrates the DOM kept for it. Parts are not
 * nested: one inside another is hydrated with it.
 */
class HydrationGate extends Component<{ idPrefix: string; children: ReactNode }> {
  private turn: Promise<void> | undefined;
  /** Kept by the component, so a new vnode from a parent's render continues the count. */
  private idCounter: [string, number] | undefined;

  override render(): ReactNode {
    this.idCounter ??= [this.props.idPrefix, 0];
    (this as unknown as { __v: IdCounterVNode }).__v.__m = this.idCounter;
    if (deferring && !this.turn) {
      this.turn = waitForTurn();
      throw this.turn;
    }
    return this.props.children;
  }
}

/** `children` hydrated in a task of its own after the first hydration of the page. */
export function HydrateLater({ children }: { children: ReactNode }) {
  const idPrefix = useId();
  return (
    <Suspense fallback={null}>
      <HydrationGate idPrefix={idPrefix}>
        <div className="contents">{children}</div>
      </HydrationGate>
    </Suspense>
  );
}
