import { BadgeCheck } from "lucide-react";
import { cn } from "../../lib/cn";
import { useT } from "../../i18n/use-t";

/** "Licence #…" ("Permis nº …") with a check mark, on the profile hero and the broker cards; nothing when none is on file. */
export function AgentLicence({
  licenceNumber,
  className,
}: {
  licenceNumber?: string | null;
  className?: string;
}) {
  const t = useT();
  const number = licenceNumber?.trim();
  if (!number) return null;
  return (
    <p
      className={cn("inline-flex items-center gap-1.5 text-sm text-muted-foreground tabular-nums", className)}
    >
      <BadgeCheck className="size-4 shrink-0 text-primary" aria-hidden="true" />
      {t("brokers.licence", { number })}
    </p>
  );
}
