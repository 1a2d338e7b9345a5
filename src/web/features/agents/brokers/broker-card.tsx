import { Link } from "react-router";
import { MessageSquare, UserRound } from "lucide-react";
import { Button } from "../../../components/ui/button";
import type { ActiveAgent } from "../api/get-active-agents";
import { AgentAvatar } from "../../../components/agent-profile/agent-avatar";
import { AgentLicence } from "../../../components/agent-profile/agent-licence";
import { excerptOf, profilePath } from "../../../../domain/agent-text";
import { useT } from "../../../i18n/use-t";
import { safeUrl } from "../../../lib/safe-url";
import { contactHref } from "../profile/closing-cta";

const BIO_EXCERPT_LENGTH = 150;

/** One broker on /find-broker: headshot, name, a short bio, Contact and View Profile. */
export function BrokerCard({ agent, lazy }: { agent: ActiveAgent; lazy: boolean }) {
  const t = useT();
  const headingId = `broker-${agent.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col items-center rounded-xl border border-border bg-background p-6 text-center shadow-sm"
    >
      <AgentAvatar
        name={agent.name}
        headshotUrl={safeUrl(agent.headshot_url)}
        lazy={lazy}
        className="size-24 text-2xl"
      />
      <h2 id={headingId} className="mt-4 text-lg font-semibold">
        {agent.name}
      </h2>
      <AgentLicence licenceNumber={agent.licence_number} className="mt-1" />
      <p className="mt-2 flex-1 text-sm text-pretty text-muted-foreground">
        {excerptOf(agent.bio, BIO_EXCERPT_LENGTH) || t("brokers.card.defaultBio")}
      </p>
      <div className="mt-6 grid w-full grid-cols-2 gap-2">
        <Button asChild variant="outline">
          <Link to={contactHref(agent.id)} aria-label={t("brokers.card.contactLabel", { name: agent.name })}>
            <MessageSquare aria-hidden="true" />
            {t("brokers.card.contact")}
          </Link>
        </Button>
        <Button asChild>
          <Link to={profilePath(agent)} aria-label={t("brokers.card.viewProfileLabel", { name: agent.name })}>
            <UserRound aria-hidden="true" />
            {t("brokers.card.viewProfile")}
          </Link>
        </Button>
      </div>
    </article>
  );
}
