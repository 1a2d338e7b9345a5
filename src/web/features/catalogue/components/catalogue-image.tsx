import { ImageOff } from "lucide-react";
import { cn } from "../../../lib/cn";
import { safeUrl } from "../../../lib/safe-url";

interface CatalogueImageProps {
  src: string | null;
  alt: string;
  /** Images above the fold load at once; the rest wait until they are scrolled near. */
  eager?: boolean;
  className?: string;
}

/**
 * A product or service picture in a fixed 16:10 frame, so nothing shifts while it loads; a placeholder
 * when there is none or its address is unsafe.
 */
export function CatalogueImage({ src, alt, eager = false, className }: CatalogueImageProps) {
  const image = safeUrl(src);
  return (
    <div className={cn("aspect-[16/10] w-full overflow-hidden bg-muted", className)}>
      {image ? (
        <img
          src={image}
          alt={alt}
          width={640}
          height={400}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
          className="size-full object-cover"
        />
      ) : (
        <div className="flex size-full items-center justify-center text-muted-foreground">
          <ImageOff className="size-8" aria-hidden="true" />
        </div>
      )}
    </div>
  );
}
