import type { ComponentType, SVGProps } from "react";
import { Globe } from "lucide-react";
import { useT } from "../../i18n/use-t";
import { safeUrl } from "../../lib/safe-url";
import { OutboundLink } from "./outbound-link";
import { FacebookIcon, InstagramIcon, LinkedinIcon, YoutubeIcon } from "./social-icons";

type SocialKey = "facebook" | "youtube" | "instagram" | "linkedin" | "website";

/** The networks by their own names, the same in both languages (the website's label is never shown). */
const NETWORKS: { key: SocialKey; label: string; Icon: ComponentType<SVGProps<SVGSVGElement>> }[] = [
  { key: "facebook", label: "Facebook", Icon: FacebookIcon },
  { key: "youtube", label: "YouTube", Icon: YoutubeIcon },
  { key: "instagram", label: "Instagram", Icon: InstagramIcon },
  // Beyond the spec's four icons: an agent's LinkedIn is one of their social links (section 3), and
  // the page shows exactly the links they set.
  { key: "linkedin", label: "LinkedIn", Icon: LinkedinIcon },
  { key: "website", label: "website", Icon: Globe },
];

interface ProfileSocialLinksProps {
  name: string;
  links: Partial<Record<SocialKey, string | null | undefined>>;
}

/** Round icon links to the agent's Facebook, YouTube, Instagram, LinkedIn and website; only those they filled in. */
export function ProfileSocialLinks({ name, links }: ProfileSocialLinksProps) {
  const t = useT();
  const present = NETWORKS.flatMap((network) => {
    const href = safeUrl(links[network.key]);
    return href ? [{ ...network, href }] : [];
  });
  if (present.length === 0) return null;

  return (
    <ul className="flex flex-wrap gap-2" aria-label={t("brokers.social.listLabel", { name })}>
      {present.map(({ key, label, Icon, href }) => (
        <li key={key}>
          <OutboundLink
            href={href}
            aria-label={
              key === "website"
                ? t("brokers.social.website", { name })
                : t("brokers.social.network", { name, network: label })
            }
            className="flex size-10 items-center justify-center rounded-full border border-border bg-background text-primary transition-colors hover:bg-primary hover:text-primary-foreground [&_svg]:size-5"
          >
            <Icon />
          </OutboundLink>
        </li>
      ))}
    </ul>
  );
}
