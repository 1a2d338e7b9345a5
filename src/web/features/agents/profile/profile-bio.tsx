import type { AgentProfile } from "../api/get-agent-profile";
import { firstName } from "../agent-text";
import { safeUrl } from "../../../lib/safe-url";
import { ProfileSection } from "./profile-section";
import { ProfileServices } from "./profile-services";

interface ProfileBioProps {
  agent: AgentProfile;
}

/** 'About {first name}': the bio, the agent's logo and badges, and the services they offer. */
export function ProfileBio({ agent }: ProfileBioProps) {
  const first = firstName(agent.name);
  const paragraphs = (agent.bio ?? "")
    .split(/\r?\n\s*\n|\r?\n/)
    .map((part) => part.trim())
    .filter(Boolean);
  const logo = safeUrl(agent.agent_logo_url);
  const badges = [agent.badge_1_url, agent.badge_2_url].map(safeUrl).filter((url) => url !== undefined);

  return (
    <ProfileSection id="about" title={`About ${first}`}>
      <div className="grid gap-10 lg:grid-cols-[1.6fr_1fr]">
        <div className="flex flex-col gap-6">
          {logo && (
            <img
              src={logo}
              alt={`${agent.name} logo`}
              width={240}
              height={80}
              loading="lazy"
              className="h-16 w-auto max-w-60 self-start object-contain"
            />
          )}
          {paragraphs.length > 0 ? (
            <div className="flex max-w-prose flex-col gap-4 text-base leading-relaxed text-pretty">
              {paragraphs.map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </div>
          ) : (
            <p className="max-w-prose text-muted-foreground">
              {agent.name} is a licensed mortgage agent with Vayu, helping Canadians buy, renew and refinance
              with offers from banks, credit unions and monoline lenders.
            </p>
          )}
          {badges.length > 0 && (
            <ul className="flex flex-wrap gap-4" aria-label="Professional designations">
              {badges.map((badge, index) => (
                <li key={badge}>
                  <img
                    src={badge}
                    alt={`${first}'s professional designation ${index + 1}`}
                    width={96}
                    height={96}
                    loading="lazy"
                    className="size-24 rounded-lg border border-border object-contain p-2"
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
        <div>
          <h3 className="text-lg font-semibold">Mortgage services</h3>
          <p className="mt-1 mb-4 text-sm text-muted-foreground">
            {first} can help with each of these. Choose one to learn more.
          </p>
          <ProfileServices agentParam={agent.profile_slug ?? agent.id} />
        </div>
      </div>
    </ProfileSection>
  );
}
