import { useT } from "../../../i18n/use-t";
import { cn } from "../../../lib/cn";
import { safeUrl } from "../../../lib/safe-url";

/** A post's featured image in a fixed 16:10 frame; nothing when there is none or its address is unsafe. */
export function BlogImage({
  src,
  title,
  eager = false,
  priority = false,
  className,
}: {
  src: string | null;
  title: string;
  eager?: boolean;
  /** The page's largest image on the first screen: fetched ahead of the scripts. */
  priority?: boolean;
  className?: string;
}) {
  const t = useT();
  const image = safeUrl(src);
  if (!image) return null;
  return (
    <div className={cn("aspect-[16/10] w-full overflow-hidden bg-muted", className)}>
      <img
        src={image}
        alt={t("blog.imageAlt", { title })}
        width={640}
        height={400}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        fetchPriority={priority ? "high" : undefined}
        className="size-full object-cover"
      />
    </div>
  );
}
