import type { Ref } from "react";
import { Link } from "react-router";
import { Mail, MessageSquare, Newspaper, Phone } from "lucide-react";
import { Button } from "../../../components/ui/button";
import type { AgentProfile } from "../api/get-agent-profile";
import { firstName, telHref } from "../../../../domain/agent-text";
import { useT } from "../../../i18n/use-t";
import { safeUrl } from "../../../lib/safe-url";
import { OutboundLink } from "../../../components/agent-profile/outbound-link";

export function contactHref(agentId: string): string {
  return `/contact?${new URLSearchParams({ agent: agentId }).toString()}`;
}

const OUTLINE_ON_DARK = "border-white/70 bg-transparent text-white hover:bg-white/10";

interface ClosingCtaProps {
  agent: AgentProfile;
  ref?: Ref<HTMLElement>;
}

/** The page's last word: contact the agent, email, call, or join the newsletter. */
export function ClosingCta({ agent, ref }: ClosingCtaProps) {
  const t = useT();
  const first = firstName(agent.name);
  const newsletter = safeUrl(agent.application_links.newsletter);

  return (
    <section
      ref={ref}
      id="get-in-touch"
      aria-labelledby="get-in-touch-title"
      className="on-dark bg-linear-to-br from-primary via-[#0d4352] to-[#082f3a] py-14 text-white sm:py-20"
    >
      <div className="mx-auto flex max-w-content flex-col items-center px-4 text-center sm:px-6">
        <h2 id="get-in-touch-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {t("brokers.closing.title")}
        </h2>
        <p className="mt-4 max-w-2xl text-lg text-pretty text-white/85">
          {t("brokers.closing.text", { firstName: first })}
        </p>
        <div className="mt-8 grid w-full max-w-3xl gap-3 sm:grid-cols-2 lg:flex lg:w-auto lg:max-w-none lg:flex-wrap lg:justify-center">
          <Button asChild variant="accent" size="lg">
            <Link to={contactHref(agent.id)}>
              <MessageSquare aria-hidden="true" />
              {t("brokers.closing.contactUs")}
            </Link>
          </Button>
          {agent.email && (
            <Button asChild variant="outline" size="lg" className={OUTLINE_ON_DARK}>
              <a href={`mailto:${agent.email}`}>
                <Mail aria-hidden="true" />
                {t("brokers.closing.sendEmail")}
              </a>
            </Button>
          )}
          {agent.phone && (
            <Button asChild variant="outline" size="lg" className={OUTLINE_ON_DARK}>
              <a href={telHref(agent.phone)}>
                <Phone aria-hidden="true" />
                {t("brokers.closing.callNow")}
              </a>
            </Button>
          )}
          {newsletter && (
            <Button asChild variant="outline" size="lg" className={OUTLINE_ON_DARK}>
              <OutboundLink href={newsletter}>
                <Newspaper aria-hidden="true" />
                {t("brokers.closing.newsletter")}
              </OutboundLink>
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}
