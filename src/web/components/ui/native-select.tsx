import type { ComponentProps } from "react";
import { ChevronDown } from "lucide-react";
import { cn } from "../../lib/cn";

/**
 * A styled native <select>: phones open their own picker, it submits and labels like any input,
 * and it needs no portal, which suits the short option lists of forms.
 */
export function NativeSelect({ className, children, ...props }: ComponentProps<"select">) {
  return (
    <div className="relative">
      <select
        className={cn(
          "h-10 w-full appearance-none rounded-lg border border-border bg-background py-0 pr-9 pl-3 text-base text-foreground shadow-xs disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive sm:text-sm",
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
    </div>
  );
}
