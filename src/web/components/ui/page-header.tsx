import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

interface PageHeaderProps {
  title: ReactNode;
  /** A short introduction under the title. */
  children?: ReactNode;
  /** Small text above the title, e.g. a section name. */
  eyebrow?: ReactNode;
  className?: string;
}

/** The muted title band a content page opens with: one h1 and an optional introduction. */
export function PageHeader({ title, children, eyebrow, className }: PageHeaderProps) {
  return (
    <header className={cn("border-b border-border bg-muted", className)}>
      <div className="mx-auto w-full max-w-content px-4 py-10 sm:px-6 sm:py-12">
        {eyebrow && <p className="mb-2 text-sm font-semibold text-primary">{eyebrow}</p>}
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
        {children && (
          <div className="mt-3 max-w-2xl text-pretty text-muted-foreground sm:text-lg">{children}</div>
        )}
      </div>
    </header>
  );
}
