import { useEffect, useRef, useState, type ReactNode } from "react";

/**
 * Draws `children` once their box comes within `margin` of the screen, `placeholder` until then,
 * and on the server. A chart far down a phone's page then costs nothing while the page loads:
 * recharts (100 KB compressed) is fetched and run only as the visitor scrolls towards it.
 * The box keeps its size either way, so nothing moves when the chart arrives.
 */
export function WhenNear({
  children,
  placeholder,
  margin = "300px",
}: {
  children: ReactNode;
  placeholder: ReactNode;
  margin?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return (
    <div ref={box} className="size-full">
      {near ? children : placeholder}
    </div>
  );
}
