import type { ReactNode } from "react";

/** The title band every calculator page opens with. */
export function CalculatorPageHeader({ title, children }: { title: string; children: ReactNode }) {
  return (
    <header className="border-b border-border bg-muted">
      <div className="mx-auto w-full max-w-content px-4 py-10 sm:px-6 sm:py-12">
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
        <p className="mt-3 max-w-2xl text-pretty text-muted-foreground sm:text-lg">{children}</p>
      </div>
    </header>
  );
}
