import type { ReactNode } from "react";
import { AlertCircle } from "lucide-react";

/** A form's error as a whole (a refused sign-in, a server failure), announced when it appears. */
export function FormAlert({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p
      id={id}
      role="alert"
      className="flex items-start gap-2 rounded-lg border border-destructive/30 bg-red-50 p-3 text-sm text-destructive"
    >
      <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {children}
    </p>
  );
}
