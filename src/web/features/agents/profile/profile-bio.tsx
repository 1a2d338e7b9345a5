import { AgentBioText } from "../../../components/agent-profile/agent-bio-text";
import { AgentBadges, AgentLogo } from "../../../components/agent-profile/agent-marks";
import { firstName } from "../../../../domain/agent-text";
import { useT } from "../../../i18n/use-t";
import type { AgentProfile } from "../api/get-agent-profile";
import { ProfileSection } from "./profile-section";
import { ProfileServices } from "./profile-services";

interface ProfileBioProps {
  agent: AgentProfile;
}

/** 'About {first name}': the bio, the agent's logo and badges, and the services they offer. */
export function ProfileBio({ agent }: ProfileBioProps) {
  const t = useT();
  const first = firstName(agent.name);

  return (
    <ProfileSection id="about" title={t("brokers.about.title", { firstName: first })}>
      <div className="grid gap-10 lg:grid-cols-[1.6fr_1fr]">
        <div className="flex flex-col gap-6">
          <AgentLogo name={agent.name} url={agent.agent_logo_url} />
          <AgentBioText name={agent.name} bio={agent.bio} />
          <AgentBadges name={agent.name} urls={[agent.badge_1_url, agent.badge_2_url]} />
        </div>
        <div>
          <h3 className="text-lg font-semibold">{t("brokers.services.title")}</h3>
          <p className="mt-1 mb-4 text-sm text-muted-foreground">
            {t("brokers.services.intro", { firstName: first })}
          </p>
          <ProfileServices agentParam={agent.profile_slug ?? agent.id} />
        </div>
      </div>
    </ProfileSection>
  );
}
