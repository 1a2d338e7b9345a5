import type { ReactNode } from "react";
import { Link } from "react-router";
import { Info } from "lucide-react";
import { Button } from "../../components/ui/button";
import { useT } from "../../i18n/use-t";
import { cn } from "../../lib/cn";

/** Width and spacing of the static pages' body. */
export function StaticBody({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-content flex-col gap-12 px-4 py-10 sm:px-6">{children}</div>
  );
}

interface ContentSectionProps {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A titled section; its h2 labels the region for screen readers. */
export function ContentSection({ id, title, intro, children, className }: ContentSectionProps) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-2xl font-semibold tracking-tight">
        {title}
      </h2>
      {intro && <p className="mt-2 max-w-3xl text-muted-foreground">{intro}</p>}
      <div className="mt-5">{children}</div>
    </section>
  );
}

/** Short paragraphs with comfortable line length. */
export function Prose({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn("flex max-w-3xl flex-col gap-4 leading-7", className)}>{children}</div>;
}

interface CallToActionProps {
  title: string;
  children: ReactNode;
  actions: { label: string; to: string; variant?: "default" | "outline" }[];
}

/** The closing band: what to do next. */
export function CallToAction({ title, children, actions }: CallToActionProps) {
  return (
    <section aria-label={title} className="on-dark rounded-xl bg-primary p-6 text-primary-foreground sm:p-8">
      <h2 className="text-2xl font-semibold tracking-tight">{title}</h2>
      <p className="mt-2 max-w-2xl text-white/85">{children}</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        {actions.map(({ label, to, variant = "default" }) => (
          <Button
            key={to}
            asChild
            size="lg"
            variant={variant === "default" ? "accent" : "outline"}
            className={
              variant === "outline"
                ? "border-white/70 bg-transparent text-white hover:bg-white/10"
                : undefined
            }
          >
            <Link to={to}>{label}</Link>
          </Button>
        ))}
      </div>
    </section>
  );
}

/** BRAND.md: advice-like text is general information, and says so. */
export function GeneralInformation({ children }: { children?: ReactNode }) {
  const t = useT();
  return (
    <p className="flex max-w-3xl gap-2 text-sm text-muted-foreground">
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{children ?? t("content.generalInformation")}</span>
    </p>
  );
}
