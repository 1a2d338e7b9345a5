import { Check } from "lucide-react";
import { cn } from "../../../lib/cn";

/** A service's features as a checked list. */
export function FeaturesList({ features, className }: { features: string[]; className?: string }) {
  if (features.length === 0) return null;
  return (
    <ul className={cn("flex flex-col gap-2", className)}>
      {features.map((feature) => (
        <li key={feature} className="flex gap-2 text-sm">
          <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
          <span>{feature}</span>
        </li>
      ))}
    </ul>
  );
}
