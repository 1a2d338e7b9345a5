import type { ComponentProps, ReactNode } from "react";
import { AlertTriangle } from "lucide-react";
import { Field } from "../../../components/ui/field";
import { ImageUploadField } from "../../../components/ui/image-upload-field";
import { Input } from "../../../components/ui/input";
import { Markdown } from "../../../components/ui/markdown";
import { Textarea } from "../../../components/ui/textarea";
import { useT } from "../../../i18n/use-t";

/** A field label with the required mark the dialog's description explains. */
export function RequiredLabel({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <span aria-hidden="true" className="text-destructive">
        {" "}
        *
      </span>
    </>
  );
}

/** A warning under a field that does not stop the save (spec section 5: "truncated … with a warning"). */
export function FieldWarning({ children }: { children: ReactNode }) {
  return (
    <span className="flex items-start gap-1.5 font-medium text-amber-800">
      <AlertTriangle className="mt-px size-3.5 shrink-0" aria-hidden="true" />
      {children}
    </span>
  );
}

interface ImageAddressFieldProps {
  label: string;
  /** The label of the address input under the upload: "Image address". */
  addressLabel: string;
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  uploadPath: string;
  error?: string;
  disabled: boolean;
}

/** An image uploaded with progress, or the address of one pasted in; both fill the same field. */
export function ImageAddressField({
  label,
  addressLabel,
  value,
  onChange,
  uploadPath,
  error,
  disabled,
}: ImageAddressFieldProps) {
  const t = useT();
  return (
    <div className="flex flex-col gap-3">
      <ImageUploadField
        label={label}
        value={value ?? null}
        onChange={onChange}
        uploadPath={uploadPath}
        failureMessage={t("admin.catalogue.uploadFailed")}
        disabled={disabled}
      />
      <Field label={addressLabel} error={error} hint={t("admin.catalogue.imageAddressHint")}>
        {(control) => (
          <Input
            {...control}
            type="text"
            inputMode="url"
            autoComplete="off"
            value={value ?? ""}
            onChange={(event) => onChange(event.target.value.trim() === "" ? null : event.target.value)}
          />
        )}
      </Field>
    </div>
  );
}

interface MarkdownFieldProps {
  label: string;
  value: string;
  error?: string;
  /** Where the text is shown, for the hint. */
  shownOn: string;
  textarea: Omit<ComponentProps<"textarea">, "id">;
}

/** Markdown text as the public page renders it, with a preview of exactly that rendering. */
export function MarkdownField({ label, value, error, shownOn, textarea }: MarkdownFieldProps) {
  const t = useT();
  return (
    <div className="flex flex-col gap-2">
      <Field label={label} error={error} hint={t("admin.catalogue.markdownHint", { shownOn })}>
        {(control) => <Textarea rows={8} {...control} {...textarea} />}
      </Field>
      {value.trim() !== "" && (
        <details className="rounded-lg border border-border px-3 py-2">
          <summary className="cursor-pointer text-sm font-medium">{t("admin.catalogue.preview")}</summary>
          <Markdown className="pb-2">{value}</Markdown>
        </details>
      )}
    </div>
  );
}
