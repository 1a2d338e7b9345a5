import { useId, useState, type ComponentProps } from "react";
import { cn } from "../../lib/cn";
import { Markdown } from "../ui/markdown";
import { Textarea } from "../ui/textarea";
import { useT } from "../../i18n/use-t";

interface ContentFieldProps {
  /** The textarea's registration (name, ref, onChange, onBlur) from the form. */
  textarea: ComponentProps<"textarea">;
  /** The current text, for the preview. */
  value: string;
  error?: string;
}

/** The post's Markdown with a Write / Preview switch; the preview renders exactly as the blog will. */
export function ContentField({ textarea, value, error }: ContentFieldProps) {
  const t = useT();
  const id = useId();
  const [mode, setMode] = useState<"write" | "preview">("write");
  // A new error brings the text back into view: a field at fault must be visible to be fixed.
  const [shownError, setShownError] = useState(error);
  if (error !== shownError) {
    setShownError(error);
    if (error) setMode("write");
  }
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const tab = (which: "write" | "preview", label: string) => (
    <button
      type="button"
      aria-pressed={mode === which}
      onClick={() => setMode(which)}
      className={cn(
        "min-h-8 rounded-md px-3 text-sm font-medium text-muted-foreground hover:text-foreground",
        mode === which && "bg-background text-foreground shadow-sm",
      )}
    >
      {label}
    </button>
  );

  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          {t("back-office.blog.content")}
        </label>
        <div
          className="inline-flex gap-1 rounded-lg bg-muted p-1"
          role="group"
          aria-label={t("back-office.blog.editorMode")}
        >
          {tab("write", t("back-office.blog.write"))}
          {tab("preview", t("back-office.blog.preview"))}
        </div>
      </div>
      <Textarea
        id={id}
        rows={12}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, error ? errorId : ""].filter(Boolean).join(" ")}
        className={cn("font-mono", mode === "preview" && "hidden")}
        {...textarea}
      />
      {mode === "preview" && (
        <div className="max-h-[28rem] min-h-40 overflow-y-auto rounded-lg border border-border bg-background p-4">
          {value.trim() ? (
            <Markdown>{value}</Markdown>
          ) : (
            <p className="text-sm text-muted-foreground">{t("back-office.blog.emptyPreview")}</p>
          )}
        </div>
      )}
      <p id={hintId} className="text-xs text-muted-foreground">
        {t("back-office.blog.contentHint")}
      </p>
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
