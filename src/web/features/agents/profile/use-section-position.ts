import { useEffect, useState, type RefObject } from "react";

/** Where an element is relative to the viewport: not reached yet, on screen, or scrolled past. */
export type SectionPosition = "below" | "in-view" | "above";

/**
 * Watches an element with an IntersectionObserver. While it is off screen, scrolling also tells
 * whether it lies ahead or behind: a jump from past it back to the top crosses no threshold, so the
 * observer alone would not notice. Starts as "in-view" so nothing that depends on the element being
 * off screen flashes before the first observation arrives.
 */
export function useSectionPosition(ref: RefObject<HTMLElement | null>): SectionPosition {
  const [position, setPosition] = useState<SectionPosition>("in-view");

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    let intersecting = true;
    let frame = 0;
    const update = () => {
      if (intersecting) setPosition("in-view");
      else setPosition(element.getBoundingClientRect().top > 0 ? "below" : "above");
    };
    const observer = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (!entry) return;
      intersecting = entry.isIntersecting;
      update();
    });
    const onScroll = () => {
      if (intersecting || frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        update();
      });
    };
    observer.observe(element);
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener("scroll", onScroll);
      cancelAnimationFrame(frame);
    };
  }, [ref]);

  return position;
}
