import { useT } from "../../i18n/use-t";

interface AgentBioTextProps {
  name: string;
  bio: string | null | undefined;
}

/**
 * The bio as the public page shows it: a paragraph per line or blank-line-separated block, and a
 * standard introduction when the agent wrote none. The dashboard's live preview renders the same.
 */
export function AgentBioText({ name, bio }: AgentBioTextProps) {
  const t = useT();
  const paragraphs = (bio ?? "")
    .split(/\r?\n\s*\n|\r?\n/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (paragraphs.length === 0) {
    return <p className="max-w-prose text-muted-foreground">{t("brokers.defaultBio", { name })}</p>;
  }
  return (
    <div className="flex max-w-prose flex-col gap-4 text-base leading-relaxed text-pretty">
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}
