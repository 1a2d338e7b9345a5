import { ImageOff } from "lucide-react";
import { cn } from "../../../lib/cn";

interface CatalogueImageProps {
  src: string | null;
  alt: string;
  /** Images above the fold load at once; the rest wait until they are scrolled near. */
  eager?: boolean;
  className?: string;
}

/** A product or service picture in a fixed 16:10 frame, so nothing shifts while it loads. */
export function CatalogueImage({ src, alt, eager = false, className }: CatalogueImageProps) {
  return (
    <div className={cn("aspect-[16/10] w-full overflow-hidden bg-muted", className)}>
      {src ? (
        <img
          src={src}
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
