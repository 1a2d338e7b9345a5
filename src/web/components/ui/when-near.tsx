import type { ReactNode } from "react";
import { useNear } from "../../lib/use-near";

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
  const { ref, near } = useNear(margin);
  return (
    <div ref={ref} className="size-full">
      {near ? children : placeholder}
    </div>
  );
}
