import type { Ref } from "react";
import { Checkbox } from "../../components/ui/checkbox";
import { Label } from "../../components/ui/label";
import { useSiteConfig } from "../../lib/site-config";
import { useT } from "../../i18n/use-t";
import { errorIdFor } from "./form-field";

interface ConsentFieldProps {
  id: string;
  checked: boolean;
  onCheckedChange: (checked: boolean | "indeterminate") => void;
  onBlur: () => void;
  checkboxRef: Ref<HTMLButtonElement>;
  error?: string;
}

/**
 * Express consent under Canada's Anti-Spam Legislation (CASL): who will write, about what, and that
 * the visitor can withdraw consent at any time. Nothing is sent without it.
 */
export function ConsentField({
  id,
  checked,
  onCheckedChange,
  onBlur,
  checkboxRef,
  error,
}: ConsentFieldProps) {
  const t = useT();
  const brokerageName = useSiteConfig().data?.brokerage.name ?? "Vayu";
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-start gap-3 rounded-lg border border-border bg-muted/60 p-4">
        <Checkbox
          id={id}
          ref={checkboxRef}
          checked={checked}
          onCheckedChange={onCheckedChange}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorIdFor(id) : undefined}
          className="mt-0.5"
        />
        <Label htmlFor={id} className="leading-relaxed font-normal">
          {t("forms.contact.consent", { brokerage: brokerageName })}
        </Label>
      </div>
      {error && (
        <p id={errorIdFor(id)} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
