import { safeUrl } from "../../../lib/safe-url";

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return ((words[0]?.[0] ?? "") + (words.length > 1 ? (words.at(-1)?.[0] ?? "") : "")).toUpperCase() || "?";
}

/** A small round headshot, or the agent's initials; decorative next to the name it sits beside. */
export function AgentThumb({ name, headshotUrl }: { name: string; headshotUrl: string | null }) {
  const src = safeUrl(headshotUrl);
  if (src) {
    return (
      <img
        src={src}
        alt=""
        width={40}
        height={40}
        loading="lazy"
        className="size-10 shrink-0 rounded-full bg-muted object-cover"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
    >
      {initials(name)}
    </span>
  );
}
