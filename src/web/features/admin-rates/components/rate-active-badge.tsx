import { badgeVariants } from "../../../components/ui/badge";
import { cn } from "../../../lib/cn";
import type { AdminRate } from "../api/get-admin-rates";
import { useSetRateActive } from "../api/set-rate-active";
import { useLocale, useT } from "../../../i18n/use-t";
import { rateName } from "../format";

/** Spec section 4: a rate is switched on or off by clicking its badge. */
export function RateActiveBadge({ rate }: { rate: AdminRate }) {
  const t = useT();
  const locale = useLocale();
  const toggle = useSetRateActive();
  return (
    <button
      type="button"
      aria-label={t("admin.rates.toggleLabel", {
        active: String(rate.is_active),
        rate: rateName(rate, t, locale),
      })}
      title={rate.is_active ? t("admin.rates.clickToDeactivate") : t("admin.rates.clickToActivate")}
      onClick={() => toggle.mutate({ id: rate.id, is_active: !rate.is_active })}
      className={cn(
        badgeVariants({ variant: rate.is_active ? "success" : "outline" }),
        "min-h-8 cursor-pointer px-3 focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2 focus-visible:outline-none",
        !rate.is_active && "text-muted-foreground",
      )}
    >
      {rate.is_active ? t("admin.common.active") : t("admin.common.inactive")}
    </button>
  );
}
