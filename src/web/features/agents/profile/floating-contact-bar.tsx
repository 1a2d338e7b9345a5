import type { ComponentType, SVGProps } from "react";
import { Link } from "react-router";
import { ArrowUpRight, Mail, MessageSquare, Phone } from "lucide-react";
import { cn } from "../../../lib/cn";
import type { AgentProfile } from "../api/get-agent-profile";
import { firstName, telHref } from "../../../../domain/agent-text";
import type { Translate } from "../../../../i18n/translate";
import { useT } from "../../../i18n/use-t";
import { safeUrl } from "../../../lib/safe-url";
import type { SectionPosition } from "./use-section-position";
import { contactHref } from "./closing-cta";

interface Shortcut {
  key: string;
  label: string;
  title: string;
  href: string;
  kind: "route" | "native" | "external";
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

function shortcutsFor(agent: AgentProfile, t: Translate): Shortcut[] {
  const first = firstName(agent.name);
  const apply = safeUrl(agent.application_links.apply);
  const list: (Shortcut | false)[] = [
    !!agent.email && {
      key: "email",
      label: t("brokers.bar.email"),
      title: t("brokers.bar.emailTitle", { firstName: first }),
      href: `mailto:${agent.email}`,
      kind: "native",
      Icon: Mail,
    },
    !!agent.phone && {
      key: "phone",
      label: t("brokers.bar.call"),
      title: t("brokers.bar.callTitle", { firstName: first }),
      href: telHref(agent.phone),
      kind: "native",
      Icon: Phone,
    },
    {
      key: "contact",
      label: t("brokers.bar.contact"),
      title: t("brokers.bar.label", { firstName: first }),
      href: contactHref(agent.id),
      kind: "route",
      Icon: MessageSquare,
    },
    !!apply && {
      key: "apply",
      label: t("brokers.bar.apply"),
      title: t("brokers.bar.applyTitle"),
      href: apply,
      kind: "external",
      Icon: ArrowUpRight,
    },
  ];
  return list.filter((item): item is Shortcut => item !== false);
}

// Every shortcut shows its word under the icon, in the bottom bar and in the side rail alike: an icon
// alone leaves the visitor guessing which one calls and which one opens a form.
const ITEM =
  "flex flex-col items-center justify-center gap-0.5 rounded-lg text-xs font-medium text-primary transition-colors hover:bg-primary hover:text-primary-foreground max-xl:min-h-12 max-xl:flex-1 xl:w-12 xl:py-2 xl:text-[11px] [&_svg]:size-5";

function ShortcutLink({ shortcut }: { shortcut: Shortcut }) {
  const { Icon } = shortcut;
  const content = (
    <>
      <Icon aria-hidden="true" />
      <span>{shortcut.label}</span>
    </>
  );
  const common = { className: ITEM, "aria-label": shortcut.title, title: shortcut.title };
  if (shortcut.kind === "route") {
    return (
      <Link to={shortcut.href} {...common}>
        {content}
      </Link>
    );
  }
  if (shortcut.kind === "external") {
    return (
      <a href={shortcut.href} target="_blank" rel="noopener noreferrer" {...common}>
        {content}
      </a>
    );
  }
  return (
    <a href={shortcut.href} {...common}>
      {content}
    </a>
  );
}

interface FloatingContactBarProps {
  agent: AgentProfile;
  /** Where the closing call to action is; the bar stands in for it while it is off screen. */
  closingPosition: SectionPosition;
}

/**
 * Contact shortcuts, each an icon over its label, while the closing call to action is out of view: a
 * slim rail on the right edge from 1280px, where it sits in the page margin, and a compact bottom bar
 * below that, standing on the Try AI bar. The bottom bar only shows before the visitor reaches the
 * closing section, so it never hides the footer.
 */
export function FloatingContactBar({ agent, closingPosition }: FloatingContactBarProps) {
  const t = useT();
  const showSide = closingPosition !== "in-view";
  const showBottom = closingPosition === "below";
  if (!showSide && !showBottom) return null;

  return (
    <nav
      aria-label={t("brokers.bar.label", { firstName: firstName(agent.name) })}
      data-testid="floating-contact-bar"
      data-contact-bar={showBottom ? "bottom" : "side"}
      className={cn(
        "fixed z-30 animate-fade-in border-border bg-background/95 shadow-lg backdrop-blur",
        "inset-x-0 bottom-dock border-t px-2 py-1.5",
        "xl:inset-x-auto xl:top-1/2 xl:right-0 xl:bottom-auto xl:-translate-y-1/2 xl:rounded-l-xl xl:border xl:border-r-0 xl:p-0.5",
        !showBottom && "max-xl:hidden",
        !showSide && "xl:hidden",
      )}
    >
      <ul className="flex gap-1 xl:flex-col">
        {shortcutsFor(agent, t).map((shortcut) => (
          <li key={shortcut.key} className="flex max-xl:flex-1">
            <ShortcutLink shortcut={shortcut} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
