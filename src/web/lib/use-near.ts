import { useCallback, useRef, useState } from "react";

/**
 * `near` turns true once the element given to `ref` comes within `margin` of the screen, and stays
 * so; it is false on the server and in the render that hydrates a server's page, so both draw the
 * same thing. What waits on it (a chart's code, below-the-fold pictures) is then fetched as the
 * visitor scrolls towards it, not while the page's own code is still loading. The element may
 * appear later than the component (a list drawn once its data arrives): the callback ref starts
 * watching it when it does, without a render of its own, and stops when it goes (called with null).
 */
export function useNear(margin = "300px"): { ref: (element: Element | null) => void; near: boolean } {
  const [near, setNear] = useState(false);
  const watching = useRef<IntersectionObserver | undefined>(undefined);
  const ref = useCallback(
    (element: Element | null) => {
      watching.current?.disconnect();
      watching.current = undefined;
      if (near || !element) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          setNear(true);
        },
        { rootMargin: margin },
      );
      observer.observe(element);
      watching.current = observer;
    },
    [near, margin],
  );
  return { ref, near };
}
