import type { ComponentProps, ReactNode } from "react";
import { Field, type FieldControlProps } from "../../components/ui/field";
import { Input } from "../../components/ui/input";
import { reformatMoneyField } from "../../lib/money-input";
import { useLocale, useT } from "../../i18n/use-t";

interface QuoteFieldProps {
  label: string;
  /** Marked with * (and aria-required); the others read '(optional)', as on the application and contact forms. */
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  children: (control: FieldControlProps & { "aria-required": true | undefined }) => ReactNode;
}

/** A field of the quote dialog, marked required or optional the way every form of the site does it. */
export function QuoteField({ label, required = false, children, ...field }: QuoteFieldProps) {
  const t = useT();
  // The * sits outside the label, so the field's name stays "Name"; aria-required says it to screen readers.
  const requiredMarker = (
    <span className="text-sm font-medium text-destructive" aria-hidden="true">
      *
    </span>
  );
  const optional = <span className="font-normal text-muted-foreground"> {t("forms.optional")}</span>;
  return (
    <Field
      label={
        <>
          {label}
          {!required && optional}
        </>
      }
      labelAfter={required ? requiredMarker : undefined}
      {...field}
    >
      {(control) => children({ ...control, "aria-required": required ? true : undefined })}
    </Field>
  );
}

export function Affix({ side, children }: { side: "left" | "right"; children: string }) {
  return (
    <span
      aria-hidden="true"
      className={`pointer-events-none absolute inset-y-0 flex items-center text-muted-foreground ${side === "left" ? "left-3" : "right-3"}`}
    >
      {children}
    </span>
  );
}

/**
 * An amount in dollars: the $ sign sits inside the field. `grouped` keeps digits only, shown as 500,000
 * (500 000 in French).
 */
export function DollarInput({
  grouped = false,
  onChange,
  ...props
}: ComponentProps<typeof Input> & { grouped?: boolean }) {
  const locale = useLocale();
  return (
    <div className="relative">
      {/* French writes the dollar sign after the amount (500 000 $), English before it ($500,000). */}
      <Affix side={locale === "fr-CA" ? "right" : "left"}>$</Affix>
      <Input
        inputMode={grouped ? "numeric" : "decimal"}
        autoComplete="off"
        className={`${locale === "fr-CA" ? "pr-7" : "pl-7"} tabular-nums`}
        onChange={(event) => {
          if (grouped) reformatMoneyField(event.target, locale);
          onChange?.(event);
        }}
        {...props}
      />
    </div>
  );
}

/** A rate in percent: the % sign sits inside the field. */
export function PercentInput(props: ComponentProps<typeof Input>) {
  return (
    <div className="relative">
      <Input inputMode="decimal" autoComplete="off" className="pr-8 tabular-nums" {...props} />
      <Affix side="right">%</Affix>
    </div>
  );
}
