import type { ReactNode } from "react";
import { Thumbnail } from "./thumbnail";

interface CatalogueCardProps {
  image: string | null;
  imageFit?: "cover" | "contain";
  name: string;
  /** Price, type or other short facts under the name. */
  facts?: ReactNode;
  excerpt?: string | null;
  actions: ReactNode;
}

/** One row as a card, for narrow screens: picture, name, facts, excerpt and the row's actions. */
export function CatalogueCard({ image, imageFit, name, facts, excerpt, actions }: CatalogueCardProps) {
  return (
    <article
      aria-label={name}
      className="flex h-full flex-col gap-3 rounded-xl border border-border bg-background p-4 shadow-sm"
    >
      <div className="flex items-start gap-3">
        <Thumbnail src={image} fit={imageFit} />
        <div className="min-w-0">
          <h4 className="font-semibold break-words">{name}</h4>
          {facts && <div className="mt-1 flex flex-wrap items-center gap-2 text-sm">{facts}</div>}
        </div>
      </div>
      {excerpt && <p className="text-sm break-words text-muted-foreground">{excerpt}</p>}
      <div className="mt-auto border-t border-border pt-2">{actions}</div>
    </article>
  );
}
