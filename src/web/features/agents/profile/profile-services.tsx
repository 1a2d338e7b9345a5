import { Link } from "react-router";
import { ChevronRight } from "lucide-react";
import { Skeleton } from "../../../components/ui/skeleton";
import { useT } from "../../../i18n/use-t";
import { useProfileServices } from "../api/get-profile-services";

interface ProfileServicesProps {
  /** Carried to the service pages so their contact buttons reach this agent. */
  agentParam: string;
}

/** The brokerage's mortgage services, each linking to its page with the agent kept in the address. */
export function ProfileServices({ agentParam }: ProfileServicesProps) {
  const t = useT();
  const { data: services, isPending, isError } = useProfileServices();

  if (isPending) {
    return (
      <div className="flex flex-col gap-2" role="status" aria-label={t("brokers.services.loading")}>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} className="h-11 w-full rounded-lg" />
        ))}
      </div>
    );
  }
  if (isError) return <p className="text-sm text-destructive">{t("brokers.services.loadFailed")}</p>;
  if (services.length === 0) {
    return <p className="text-sm text-muted-foreground">{t("brokers.services.empty")}</p>;
  }

  const query = new URLSearchParams({ agent: agentParam }).toString();
  return (
    <ul className="flex flex-col gap-2">
      {services.map((service) => (
        <li key={service.id}>
          <Link
            to={`/services/${encodeURIComponent(String(service.id))}?${query}`}
            className="flex min-h-11 items-center justify-between gap-3 rounded-lg border border-border bg-background px-4 py-2.5 text-sm font-medium transition-colors hover:border-primary hover:text-primary"
          >
            {service.name}
            <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
