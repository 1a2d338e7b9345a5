import { badgeVariants } from "../../../components/ui/badge";
import { cn } from "../../../lib/cn";
import type { AdminRate } from "../api/get-admin-rates";
import { useSetRateActive } from "../api/set-rate-active";
import { adminRatesMessages, toggleRateLabel } from "../messages";

/** Spec section 4: a rate is switched on or off by clicking its badge. */
export function RateActiveBadge({ rate }: { rate: AdminRate }) {
  const toggle = useSetRateActive();
  return (
    <button
      type="button"
      aria-label={toggleRateLabel(rate.is_active, rate)}
      title={rate.is_active ? "Click to deactivate" : "Click to activate"}
      onClick={() => toggle.mutate({ id: rate.id, is_active: !rate.is_active })}
      className={cn(
        badgeVariants({ variant: rate.is_active ? "success" : "outline" }),
        "min-h-8 cursor-pointer px-3 focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2 focus-visible:outline-none",
        !rate.is_active && "text-muted-foreground",
      )}
    >
      {rate.is_active ? adminRatesMessages.active : adminRatesMessages.inactive}
    </button>
  );
}
