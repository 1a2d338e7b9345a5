import { useId } from "react";

interface ToggleFieldProps {
  label: string;
  /** Says what the answer changes, read with the checkbox. */
  hint?: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/** A yes-or-no question as a labelled checkbox, the browser's own so it costs the page no script. */
export function ToggleField({ label, hint, checked, onCheckedChange }: ToggleFieldProps) {
  const id = useId();
  return (
    <div className="flex gap-3 rounded-lg border border-border p-3 sm:col-span-2">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onCheckedChange(event.target.checked)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-0.5 size-4 shrink-0 accent-primary"
      />
      <div className="grid gap-0.5">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
