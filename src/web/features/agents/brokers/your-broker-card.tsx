import { Link } from "react-router";
import { UserRound } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import type { ActiveAgent } from "../api/get-active-agents";
import { AgentAvatar } from "../../../components/agent-profile/agent-avatar";
import { AgentContactLinks } from "../../../components/agent-profile/agent-contact-links";
import { profilePath } from "../../../../domain/agent-text";
import { useT } from "../../../i18n/use-t";
import { safeUrl } from "../../../lib/safe-url";

/** The active agent an `?agent=` value names, by id or by profile slug. */
export function findActiveAgent(
  agents: readonly ActiveAgent[] | undefined,
  idOrSlug: string | null,
): ActiveAgent | undefined {
  if (!agents || !idOrSlug) return undefined;
  return agents.find((agent) => agent.id === idOrSlug || agent.profile_slug === idOrSlug);
}

/** 'Your Broker' on the contact page: who the message goes to, and how else to reach them. */
export function YourBrokerCard({ agent }: { agent: ActiveAgent }) {
  const t = useT();
  const logo = safeUrl(agent.agent_logo_url);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{t("brokers.yourBroker.title")}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex items-center gap-4">
          <AgentAvatar
            name={agent.name}
            headshotUrl={safeUrl(agent.headshot_url)}
            className="size-16 text-xl"
          />
          <div className="min-w-0">
            <p className="font-semibold">{agent.name}</p>
            <p className="text-sm text-muted-foreground">{t("brokers.licensedAgent")}</p>
          </div>
        </div>
        {logo && (
          <img
            src={logo}
            alt={t("brokers.logoAlt", { name: agent.name })}
            width={200}
            height={64}
            className="h-12 w-auto max-w-48 self-start object-contain"
          />
        )}
        <AgentContactLinks email={agent.email} phone={agent.phone} />
        <Button asChild variant="outline" className="self-start">
          <Link to={profilePath(agent)}>
            <UserRound aria-hidden="true" />
            {t("brokers.yourBroker.viewProfile", { name: agent.name })}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
