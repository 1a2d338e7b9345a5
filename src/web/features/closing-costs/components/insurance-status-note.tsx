import { CircleAlert, CircleCheck } from "lucide-react";
import type { InsuranceStatus } from "../../../../domain/closing-costs/cmhc";
import { MORTGAGE_INSURANCE_RULES } from "../../../../domain/closing-costs/cmhc";
import type { CalculatorFormats } from "../../calculators/format";
import { cn } from "../../../lib/cn";
import { INSURANCE_STATUS_TEXT } from "../closing-costs-text";

/** What the insurance status means for the buyer, in plain words; a status that blocks the loan stands out. */
export function InsuranceStatusNote({
  status,
  minimumDownPayment,
  f,
}: {
  status: InsuranceStatus;
  minimumDownPayment: number;
  f: CalculatorFormats;
}) {
  const fine = status === "required" || status === "not-required";
  const Icon = fine ? CircleCheck : CircleAlert;
  const { title, text } = INSURANCE_STATUS_TEXT[status];
  return (
    <div
      className={cn(
        "mt-4 flex gap-3 rounded-lg border p-3 text-sm",
        fine ? "border-border bg-background" : "border-destructive/40 bg-destructive/5",
      )}
      data-testid="insurance-status"
    >
      <Icon
        className={cn("mt-0.5 size-4 shrink-0", fine ? "text-success" : "text-destructive")}
        aria-hidden="true"
      />
      <div className="grid gap-1">
        <p className="font-semibold">{f.t(title)}</p>
        <p>
          {f.t(text, {
            minimum: f.cents(minimumDownPayment),
            ceiling: f.dollars(MORTGAGE_INSURANCE_RULES.priceCeiling),
            standard: MORTGAGE_INSURANCE_RULES.standardMaxAmortizationYears,
            extended: MORTGAGE_INSURANCE_RULES.extendedMaxAmortizationYears,
          })}
        </p>
      </div>
    </div>
  );
}
