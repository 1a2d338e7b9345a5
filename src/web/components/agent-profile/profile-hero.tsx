import { ArrowUpRight, CalendarCheck, Percent } from "lucide-react";
import { safeUrl } from "../../lib/safe-url";
import { Button } from "../ui/button";
import { AgentAvatar } from "./agent-avatar";
import { AgentLicence } from "./agent-licence";
import { AgentContactLinks } from "./agent-contact-links";
import { taglineOf } from "../../../domain/agent-text";
import { useT } from "../../i18n/use-t";
import { OutboundLink } from "./outbound-link";
import { ProfileSocialLinks } from "./profile-social-links";

type Text = string | null | undefined;

/** What the hero shows: the public profile's fields, or the dashboard's unsaved form values in its preview. */
export interface HeroAgent {
  name: string;
  bio?: Text;
  email?: Text;
  phone?: Text;
  licence_number?: Text;
  calendly_link?: Text;
  headshot_url?: Text;
  banner_image_url?: Text;
  custom_background_image?: Text;
  social_links: Partial<Record<"facebook" | "instagram" | "youtube" | "linkedin" | "website", Text>>;
  application_links: { apply?: Text };
}

interface ProfileHeroProps {
  agent: HeroAgent;
  onViewRates: () => void;
}

/**
 * Banner, headshot, name, tagline, contact links, social icons and the three main actions, over the
 * agent's own background picture when they chose one (Customize Page).
 */
export function ProfileHero({ agent, onViewRates }: ProfileHeroProps) {
  const t = useT();
  // The bio is shown as its author wrote it; only the stand-in for a missing one is translated.
  const tagline = agent.bio?.trim() ? taglineOf(agent.bio) : t("brokers.licensedAgent");
  const apply = safeUrl(agent.application_links.apply);
  const booking = safeUrl(agent.calendly_link);
  const banner = safeUrl(agent.banner_image_url);
  const background = safeUrl(agent.custom_background_image);

  return (
    <section aria-labelledby="agent-name" className="bg-background">
      <div className="relative aspect-[3/1] max-h-72 w-full overflow-hidden bg-linear-to-br from-primary via-[#0d4352] to-[#082f3a] sm:aspect-[4/1]">
        {/* The banner is the largest thing on the first screen: fetched ahead of the scripts. */}
        {banner && (
          <img
            src={banner}
            alt=""
            width={1200}
            height={400}
            fetchPriority="high"
            className="size-full object-cover"
          />
        )}
      </div>
      <div className="relative">
        {background && (
          <img
            src={background}
            alt=""
            data-testid="profile-background"
            className="pointer-events-none absolute inset-0 size-full object-cover opacity-15"
          />
        )}
        <div className="relative mx-auto max-w-content px-4 pb-10 sm:px-6">
          <AgentAvatar
            name={agent.name}
            headshotUrl={safeUrl(agent.headshot_url)}
            className="relative -mt-14 size-28 border-4 border-background text-3xl shadow-md sm:-mt-20 sm:size-36 sm:text-4xl"
          />
          <div className="mt-4 flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
            <div className="min-w-0 max-w-2xl">
              <h1 id="agent-name" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
                {agent.name}
              </h1>
              <p className="mt-2 text-lg text-pretty text-muted-foreground">{tagline}</p>
              <AgentLicence licenceNumber={agent.licence_number} className="mt-2" />
              <AgentContactLinks
                email={agent.email}
                phone={agent.phone}
                className="mt-4 sm:flex-row sm:flex-wrap sm:gap-x-6"
              />
              <div className="mt-4">
                <ProfileSocialLinks name={agent.name} links={agent.social_links} />
              </div>
            </div>
            <div className="flex flex-col gap-3 sm:flex-row lg:shrink-0">
              {apply && (
                <Button asChild variant="accent" size="lg">
                  <OutboundLink href={apply}>
                    {t("brokers.hero.applyNow")}
                    <ArrowUpRight aria-hidden="true" />
                  </OutboundLink>
                </Button>
              )}
              <Button size="lg" onClick={onViewRates}>
                <Percent aria-hidden="true" />
                {t("brokers.hero.viewRates")}
              </Button>
              {booking && (
                <Button asChild variant="outline" size="lg">
                  <OutboundLink href={booking}>
                    <CalendarCheck aria-hidden="true" />
                    {t("brokers.hero.bookAppointment")}
                  </OutboundLink>
                </Button>
              )}
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
