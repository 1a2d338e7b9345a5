import { safeUrl } from "../../lib/safe-url";
import { firstName } from "../../../domain/agent-text";
import { useT } from "../../i18n/use-t";

type Text = string | null | undefined;

/** The agent's own logo, above their bio on the public page. */
export function AgentLogo({ name, url }: { name: string; url: Text }) {
  const t = useT();
  const logo = safeUrl(url);
  if (!logo) return null;
  return (
    <img
      src={logo}
      alt={t("brokers.logoAlt", { name })}
      width={240}
      height={80}
      loading="lazy"
      className="h-16 w-auto max-w-60 self-start object-contain"
    />
  );
}

/** Up to two professional badges (spec section 9), under the bio. */
export function AgentBadges({ name, urls }: { name: string; urls: readonly Text[] }) {
  const t = useT();
  const badges = urls.map(safeUrl).filter((url) => url !== undefined);
  if (badges.length === 0) return null;
  const first = firstName(name);
  return (
    <ul className="flex flex-wrap gap-4" aria-label={t("brokers.designations")}>
      {badges.map((badge, index) => (
        <li key={`${index}-${badge}`}>
          <img
            src={badge}
            alt={t("brokers.designationAlt", { firstName: first, index: index + 1 })}
            width={96}
            height={96}
            loading="lazy"
            className="size-24 rounded-lg border border-border object-contain p-2"
          />
        </li>
      ))}
    </ul>
  );
}
