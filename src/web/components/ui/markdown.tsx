import type { ComponentProps } from "react";
import ReactMarkdown, { type Components } from "react-markdown";
import { safeUrl } from "../../lib/safe-url";
import { markdownClassName } from "./markdown-class";

/** Links leaving the site open in a new tab and pass no referrer or window handle to the other site. */
function MarkdownLink({ href, children, node: _node, ...props }: ComponentProps<"a"> & { node?: unknown }) {
  const external = typeof href === "string" && /^https?:\/\//i.test(href);
  return (
    <a
      href={href}
      {...props}
      {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      className="font-medium text-primary underline underline-offset-2 hover:no-underline"
    >
      {children}
    </a>
  );
}

const components: Components = {
  h1: ({ node: _node, ...props }) => <h2 className="mt-8 text-2xl font-semibold tracking-tight" {...props} />,
  h2: ({ node: _node, ...props }) => <h2 className="mt-8 text-2xl font-semibold tracking-tight" {...props} />,
  h3: ({ node: _node, ...props }) => <h3 className="mt-6 text-xl font-semibold" {...props} />,
  h4: ({ node: _node, ...props }) => <h4 className="mt-6 text-lg font-semibold" {...props} />,
  p: ({ node: _node, ...props }) => <p className="mt-4 leading-7" {...props} />,
  ul: ({ node: _node, ...props }) => <ul className="mt-4 list-disc space-y-2 pl-6" {...props} />,
  ol: ({ node: _node, ...props }) => <ol className="mt-4 list-decimal space-y-2 pl-6" {...props} />,
  li: ({ node: _node, ...props }) => <li className="leading-7" {...props} />,
  a: MarkdownLink,
  blockquote: ({ node: _node, ...props }) => (
    <blockquote className="mt-4 border-l-4 border-primary/40 pl-4 text-muted-foreground" {...props} />
  ),
  code: ({ node: _node, ...props }) => (
    <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-[0.9em]" {...props} />
  ),
  pre: ({ node: _node, ...props }) => (
    <pre className="mt-4 overflow-x-auto rounded-lg bg-muted p-4 text-sm" {...props} />
  ),
  hr: ({ node: _node, ...props }) => <hr className="my-8 border-border" {...props} />,
  // An image whose address the URL filter dropped shows its description instead of an empty src.
  img: ({ node: _node, alt, src, ...props }) =>
    src ? (
      <img
        alt={alt ?? ""}
        src={src}
        loading="lazy"
        className="mt-4 h-auto max-w-full rounded-lg"
        {...props}
      />
    ) : alt ? (
      <span className="italic text-muted-foreground">{alt}</span>
    ) : null,
};

interface MarkdownProps {
  children: string;
  className?: string;
}

/**
 * Stored markdown (blog posts, product and service content) as React elements. Raw HTML in the source
 * is never turned into markup: react-markdown shows it as plain text, and every link and image address
 * passes the app's one URL filter, so no script or event handler from the content can run.
 */
export function MarkdownContent({ children }: { children: string }) {
  return (
    <ReactMarkdown components={components} urlTransform={safeUrl}>
      {children}
    </ReactMarkdown>
  );
}

export function Markdown({ children, className }: MarkdownProps) {
  return (
    <div className={markdownClassName(className)}>
      <MarkdownContent>{children}</MarkdownContent>
    </div>
  );
}
