import { Link } from "react-router";
import { Mail, MessageSquare, Phone } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Skeleton } from "../../../components/ui/skeleton";
import { useT } from "../../../i18n/use-t";
import { useAgentContact } from "../agent-contact";

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** The broker named by `?agent=`: Email, Call and Contact Us. Nothing is shown if the agent is unknown. */
export function AgentContactCard({ agent, subject }: { agent: string; subject: string }) {
  const t = useT();
  const contact = useAgentContact(agent);

  if (contact.isPending) {
    return (
      <Card className="p-5" role="status" aria-label={t("catalogue.agent.loading")}>
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="mt-4 h-10 w-full" />
      </Card>
    );
  }
  if (contact.isError) return null;

  const { id, name, email, phone } = contact.data;
  return (
    <Card className="p-5" role="region" aria-labelledby="agent-contact-title">
      <p className="text-sm text-muted-foreground">{t("catalogue.agent.yourBroker")}</p>
      <h2 id="agent-contact-title" className="text-lg font-semibold">
        {name}
      </h2>
      <div className="mt-4 flex flex-wrap gap-2">
        {email && (
          <Button asChild variant="outline" size="sm">
            <a href={`mailto:${email}?${new URLSearchParams({ subject }).toString().replace(/\+/g, "%20")}`}>
              <Mail aria-hidden="true" />
              {t("catalogue.agent.email")}
            </a>
          </Button>
        )}
        {phone && (
          <Button asChild variant="outline" size="sm">
            <a href={telHref(phone)}>
              <Phone aria-hidden="true" />
              {t("catalogue.agent.call")}
            </a>
          </Button>
        )}
        <Button asChild size="sm">
          <Link to={`/contact?${new URLSearchParams({ agent: id }).toString()}`}>
            <MessageSquare aria-hidden="true" />
            {t("catalogue.contactUs")}
          </Link>
        </Button>
      </div>
    </Card>
  );
}
