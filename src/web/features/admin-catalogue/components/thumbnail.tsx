import { ImageOff } from "lucide-react";
import { cn } from "../../../lib/cn";
import { safeUrl } from "../../../lib/safe-url";

interface ThumbnailProps {
  src: string | null | undefined;
  /** Logos are shown whole on white; pictures fill their frame. */
  fit?: "cover" | "contain";
  className?: string;
}

/** A row's picture beside its name, so it is decorative (the name says what it is). */
export function Thumbnail({ src, fit = "cover", className }: ThumbnailProps) {
  const image = safeUrl(src);
  return (
    <div
      className={cn(
        "flex h-12 w-20 shrink-0 items-center justify-center overflow-hidden rounded-md border border-border bg-muted",
        fit === "contain" && "bg-white",
        className,
      )}
    >
      {image ? (
        <img
          src={image}
          alt=""
          width={80}
          height={48}
          loading="lazy"
          decoding="async"
          className={cn("size-full", fit === "cover" ? "object-cover" : "object-contain p-1")}
        />
      ) : (
        <ImageOff className="size-5 text-muted-foreground" aria-hidden="true" />
      )}
    </div>
  );
}
