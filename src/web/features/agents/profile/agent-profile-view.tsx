import { Suspense, useEffect, useRef } from "react";
import { toast } from "../../../lib/toast";
import { RefreshCw } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { useT } from "../../../i18n/use-t";
import { ApiError } from "../../../lib/api";
import { usePageMeta } from "../../../lib/page-meta";
import { useAgentProfile, type AgentProfile } from "../api/get-agent-profile";
import { useRecordPageView } from "../api/record-page-view";
import { firstName, profilePath } from "../../../../domain/agent-text";
import { agentPageMeta } from "../../../../domain/page-meta";
import { AgentNotFound } from "./agent-not-found";
import { ClosingCta } from "./closing-cta";
import { FixedVsVariable } from "./fixed-vs-variable";
import { FloatingContactBar } from "./floating-contact-bar";
import { ProfileBio } from "./profile-bio";
import { ProfileHero } from "../../../components/agent-profile/profile-hero";
import { ProfileLenders } from "./profile-lenders";
import { ProfileRates } from "./profile-rates";
import { ProfileSkeleton } from "./profile-skeleton";
import { ProfileTestimonials } from "./profile-testimonials";
import { useSectionPosition } from "./use-section-position";

const NOT_FOUND_TOAST_ID = "agent-not-found";

function scrollToRates() {
  const section = document.getElementById("rates");
  if (!section) return;
  const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  section.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
  document.getElementById("rates-title")?.focus({ preventScroll: true });
}

/**
 * The closing call to action and the contact bar that shows while it is off screen: in one Suspense
 * boundary, so the bar's watch on the section starts once the section is hydrated and its ref set.
 */
function ProfileClosing({ agent }: { agent: AgentProfile }) {
  const closingRef = useRef<HTMLElement>(null);
  const closingPosition = useSectionPosition(closingRef);
  return (
    <>
      <ClosingCta ref={closingRef} agent={agent} />
      <FloatingContactBar agent={agent} closingPosition={closingPosition} />
    </>
  );
}

/**
 * The profile's sections. Those below the hero are Suspense boundaries: the browser hydrates them
 * after the rest, and first the one a visitor interacts with.
 */
function ProfileBlocks({ agent }: { agent: AgentProfile }) {
  const first = firstName(agent.name);

  return (
    <>
      <ProfileHero agent={agent} onViewRates={scrollToRates} />
      <Suspense fallback={null}>
        <ProfileBio agent={agent} />
      </Suspense>
      <Suspense fallback={null}>
        <ProfileRates agentFirstName={first} officeAddress={agent.contact_details.address} />
      </Suspense>
      <Suspense fallback={null}>
        <ProfileLenders agentFirstName={first} />
      </Suspense>
      <Suspense fallback={null}>
        <ProfileTestimonials agentId={agent.id} agentFirstName={first} />
      </Suspense>
      <Suspense fallback={null}>
        <FixedVsVariable agentFirstName={first} />
      </Suspense>
      <Suspense fallback={null}>
        <ProfileClosing agent={agent} />
      </Suspense>
    </>
  );
}

/** The public broker page for an agent slug or id, with its loading, not-found and error states. */
export function AgentProfileView({ idOrSlug }: { idOrSlug: string }) {
  const t = useT();
  const { data: agent, error, isPending, refetch, isFetching } = useAgentProfile(idOrSlug);
  const notFound = error instanceof ApiError && error.status === 404;

  usePageMeta(
    agentPageMeta(agent && { name: agent.name, bio: agent.bio, seo: agent.seo_settings }, notFound),
    agent ? profilePath(agent) : notFound ? null : undefined,
  );
  useRecordPageView(agent?.id);

  const notFoundToast = t("brokers.notFound.toast");
  useEffect(() => {
    if (notFound) toast.error(notFoundToast, { id: NOT_FOUND_TOAST_ID });
  }, [notFound, notFoundToast]);

  if (isPending) return <ProfileSkeleton />;
  if (notFound) return <AgentNotFound />;
  if (error) {
    return (
      <section className="mx-auto flex w-full max-w-content flex-1 flex-col items-center justify-center gap-4 px-4 py-24 text-center">
        <h1 className="text-2xl font-semibold tracking-tight">{t("brokers.profile.loadFailed")}</h1>
        <p className="max-w-md text-muted-foreground">{t("brokers.profile.loadFailedHint")}</p>
        <Button onClick={() => void refetch()} disabled={isFetching}>
          <RefreshCw aria-hidden="true" />
          {t("brokers.tryAgain")}
        </Button>
      </section>
    );
  }
  return <ProfileBlocks key={agent.id} agent={agent} />;
}
