import { useId, useRef, useState } from "react";
import { ImageUp, X } from "lucide-react";
import { toast } from "../../lib/toast";
import { ApiError } from "../../lib/api";
import { safeUrl } from "../../lib/safe-url";
import { uploadFile } from "../../lib/upload-file";
import { Button } from "./button";
import { Label } from "./label";
import { useLocale, useT } from "../../i18n/use-t";

export interface ImageUploadFieldProps {
  label: string;
  /** The stored address, or null when there is no image. */
  value: string | null;
  onChange: (url: string | null) => void;
  /** The upload route; it answers `{ url }` (or an object holding the row it updated, see `readUrl`). */
  uploadPath: string;
  /** The spec's toast for a failed upload, shown when the server gives no message of its own. */
  failureMessage: string;
  /** Picks the new address out of the route's answer; `{ url }` by default. */
  readUrl?: (response: unknown) => string | null;
  disabled?: boolean;
}

const readUrlField = (response: unknown) => {
  const url = (response as { url?: unknown } | null)?.url;
  return typeof url === "string" ? url : null;
};

/** An image picked, sent at once with a progress bar, and shown; "Remove" clears the field. */
export function ImageUploadField({
  label,
  value,
  onChange,
  uploadPath,
  failureMessage,
  readUrl = readUrlField,
  disabled = false,
}: ImageUploadFieldProps) {
  const id = useId();
  const t = useT();
  const locale = useLocale();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const preview = safeUrl(value);

  async function send(file: File) {
    setProgress(0);
    try {
      const response = await uploadFile<unknown>(uploadPath, file, setProgress);
      const url = readUrl(response);
      if (!url) throw new Error(failureMessage);
      onChange(url);
    } catch (error) {
      toast.error(
        error instanceof ApiError && error.status !== 0 ? error.message || failureMessage : failureMessage,
      );
    } finally {
      setProgress(null);
      if (input.current) input.current.value = "";
    }
  }

  const busy = progress !== null;
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-border bg-muted">
          {preview ? (
            <img src={preview} alt="" className="size-full object-cover" />
          ) : (
            <ImageUp className="size-6 text-muted-foreground" aria-hidden="true" />
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <input
            ref={input}
            id={id}
            type="file"
            accept="image/*"
            disabled={disabled || busy}
            className="max-w-full text-sm file:mr-3 file:rounded-md file:border file:border-border file:bg-background file:px-3 file:py-1.5 file:text-sm file:font-medium"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void send(file);
            }}
          />
          {busy && (
            <progress
              className="h-2 w-full max-w-60 accent-primary"
              max={1}
              value={progress}
              aria-label={t("forms.uploading", { label: label.toLocaleLowerCase(locale) })}
            />
          )}
          {value && !busy && (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="self-start"
              disabled={disabled}
              onClick={() => onChange(null)}
            >
              <X aria-hidden="true" />
              {t("forms.removeImage", { label: label.toLocaleLowerCase(locale) })}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
