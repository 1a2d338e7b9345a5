import { Lock, TrendingUpDown } from "lucide-react";
import type { ComponentType, SVGProps } from "react";
import type { MessageId } from "../../../../i18n/catalogs";
import { useT } from "../../../i18n/use-t";
import { ProfileSection } from "./profile-section";

interface Option {
  title: MessageId;
  summary: MessageId;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  points: { label: MessageId; text: MessageId }[];
}

const OPTIONS: Option[] = [
  {
    title: "brokers.choice.fixed.title",
    summary: "brokers.choice.fixed.summary",
    Icon: Lock,
    points: [
      { label: "brokers.choice.payment", text: "brokers.choice.fixed.payment" },
      { label: "brokers.choice.cost", text: "brokers.choice.fixed.cost" },
      { label: "brokers.choice.breaking", text: "brokers.choice.fixed.breaking" },
      { label: "brokers.choice.suits", text: "brokers.choice.fixed.suits" },
    ],
  },
  {
    title: "brokers.choice.variable.title",
    summary: "brokers.choice.variable.summary",
    Icon: TrendingUpDown,
    points: [
      { label: "brokers.choice.payment", text: "brokers.choice.variable.payment" },
      { label: "brokers.choice.cost", text: "brokers.choice.variable.cost" },
      { label: "brokers.choice.breaking", text: "brokers.choice.variable.breaking" },
      { label: "brokers.choice.suits", text: "brokers.choice.variable.suits" },
    ],
  },
];

interface FixedVsVariableProps {
  agentFirstName: string;
}

/** General information on choosing between a fixed and a variable rate; not advice. */
export function FixedVsVariable({ agentFirstName }: FixedVsVariableProps) {
  const t = useT();
  return (
    <ProfileSection
      id="fixed-vs-variable"
      title={t("brokers.choice.title")}
      intro={t("brokers.choice.intro")}
    >
      <div className="grid gap-6 md:grid-cols-2">
        {OPTIONS.map(({ title, summary, Icon, points }) => (
          <article key={title} className="rounded-xl border border-border bg-background p-6 shadow-sm">
            <div className="flex items-center gap-3">
              <span className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <div>
                <h3 className="text-lg font-semibold">{t(title)}</h3>
                <p className="text-sm text-muted-foreground">{t(summary)}</p>
              </div>
            </div>
            <dl className="mt-5 flex flex-col gap-4">
              {points.map((point) => (
                <div key={point.label}>
                  <dt className="text-sm font-semibold">{t(point.label)}</dt>
                  <dd className="mt-1 text-sm leading-relaxed text-muted-foreground">{t(point.text)}</dd>
                </div>
              ))}
            </dl>
          </article>
        ))}
      </div>
      <p className="mt-6 max-w-3xl text-sm text-muted-foreground">
        {t("brokers.choice.disclaimer", { firstName: agentFirstName })}
      </p>
    </ProfileSection>
  );
}
