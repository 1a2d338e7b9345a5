import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

export function Textarea({ className, rows = 4, ...props }: ComponentProps<"textarea">) {
  return (
    <textarea
      rows={rows}
      className={cn(
        "w-full rounded-lg border border-border bg-background px-3 py-2 text-base text-foreground shadow-xs placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive sm:text-sm",
        className,
      )}
      {...props}
    />
  );
}
