import type { ReactNode } from "react";
import { cn } from "../../../lib/cn";

interface ProfileSectionProps {
  id: string;
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
  className?: string;
  /** Alternating sections sit on the muted background. */
  muted?: boolean;
}

/** One titled band of the broker page, with the content width and spacing every block shares. */
export function ProfileSection({ id, title, intro, children, className, muted }: ProfileSectionProps) {
  const headingId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn("scroll-mt-20 py-12 sm:py-16", muted && "bg-muted", className)}
    >
      <div className="mx-auto max-w-content px-4 sm:px-6">
        <h2
          id={headingId}
          tabIndex={-1}
          className="text-2xl font-bold tracking-tight outline-none sm:text-3xl"
        >
          {title}
        </h2>
        {intro && <p className="mt-2 max-w-3xl text-muted-foreground">{intro}</p>}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}
