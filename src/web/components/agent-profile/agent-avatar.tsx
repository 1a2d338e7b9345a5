import { cn } from "../../lib/cn";
import { initialsOf } from "../../../domain/agent-text";
import { useT } from "../../i18n/use-t";

interface AgentAvatarProps {
  name: string;
  headshotUrl?: string | null;
  className?: string;
  /** Below the fold the headshot loads lazily. */
  lazy?: boolean;
}

/** The agent's headshot in a fixed square, or their initials on teal when there is none. */
export function AgentAvatar({ name, headshotUrl, className, lazy = false }: AgentAvatarProps) {
  const t = useT();
  const label = t("brokers.avatarAlt", { name });
  if (headshotUrl) {
    return (
      <img
        src={headshotUrl}
        alt={label}
        width={256}
        height={256}
        loading={lazy ? "lazy" : undefined}
        decoding="async"
        className={cn("aspect-square rounded-full bg-muted object-cover", className)}
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={label}
      className={cn(
        "flex aspect-square items-center justify-center rounded-full bg-linear-to-br from-primary to-[#3f7f8c] font-bold text-white",
        className,
      )}
    >
      <span aria-hidden="true">{initialsOf(name)}</span>
    </span>
  );
}
