import type { ReactNode } from "react";
import { cn } from "../../../lib/cn";

export interface ResultFigure {
  label: string;
  value: string;
  /** A line under the figure, e.g. what it is made of. */
  note?: ReactNode;
}

/** A list of labelled results; the first one can be made large, as the answer the buyer came for. */
export function ResultFigures({
  figures,
  leadLarge = false,
  className,
}: {
  figures: ResultFigure[];
  leadLarge?: boolean;
  className?: string;
}) {
  return (
    <dl className={cn("grid gap-4", className)}>
      {figures.map((figure, index) => {
        const large = leadLarge && index === 0;
        return (
          <div key={figure.label} className={cn(large && "border-b border-border pb-4")}>
            <dt className="text-sm text-muted-foreground">{figure.label}</dt>
            <dd
              className={cn(
                "font-semibold tracking-tight tabular-nums",
                large ? "mt-1 text-3xl text-primary sm:text-4xl" : "text-xl",
              )}
            >
              {figure.value}
            </dd>
            {figure.note && <dd className="mt-0.5 text-xs text-muted-foreground">{figure.note}</dd>}
          </div>
        );
      })}
    </dl>
  );
}
