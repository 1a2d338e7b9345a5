import { useId, useRef } from "react";
import { FileUp } from "lucide-react";
import { Label } from "../../../components/ui/label";
import { useUploadDocument } from "../api/upload-document";
import { useT } from "../../../i18n/use-t";

/** What the picker offers (spec section 2); the server checks the content itself, whatever the name. */
const ACCEPTED_FILES = ".pdf,.doc,.docx,image/*";

/** A file picker that sends the chosen file at once, with a progress bar. */
export function DocumentUpload() {
  const t = useT();
  const id = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const { upload, pending, progress } = useUploadDocument();

  return (
    <div className="flex flex-col gap-1.5 rounded-xl border border-dashed border-border bg-muted/40 p-4">
      <Label htmlFor={id} className="flex items-center gap-2">
        <FileUp className="size-4 text-primary" aria-hidden="true" />
        {t("dashboard.documents.uploadLabel")}
      </Label>
      <input
        ref={input}
        id={id}
        type="file"
        accept={ACCEPTED_FILES}
        aria-describedby={hintId}
        disabled={pending}
        className="max-w-full text-sm file:mr-3 file:rounded-md file:border file:border-border file:bg-background file:px-3 file:py-1.5 file:text-sm file:font-medium"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (!file) return;
          upload(file, {
            onSettled: () => {
              if (input.current) input.current.value = "";
            },
          });
        }}
      />
      <p id={hintId} className="text-xs text-muted-foreground">
        {t("dashboard.documents.uploadHint")}
      </p>
      {progress !== null && (
        <progress
          className="h-2 w-full max-w-72 accent-primary"
          max={1}
          value={progress}
          aria-label={t("dashboard.documents.uploading")}
        />
      )}
    </div>
  );
}
