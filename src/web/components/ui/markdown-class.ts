import { cn } from "../../lib/cn";

/** The classes of the block that holds rendered markdown (markdown.tsx, page-markdown.tsx). */
export function markdownClassName(className?: string): string {
  return cn("text-foreground [&>:first-child]:mt-0", className);
}
