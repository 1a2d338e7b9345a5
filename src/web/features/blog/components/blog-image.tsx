import { cn } from "../../../lib/cn";

/** A post's featured image in a fixed 16:10 frame. */
export function BlogImage({
  src,
  title,
  eager = false,
  className,
}: {
  src: string;
  title: string;
  eager?: boolean;
  className?: string;
}) {
  return (
    <div className={cn("aspect-[16/10] w-full overflow-hidden bg-muted", className)}>
      <img
        src={src}
        alt={`Illustration for “${title}”`}
        width={640}
        height={400}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        className="size-full object-cover"
      />
    </div>
  );
}
