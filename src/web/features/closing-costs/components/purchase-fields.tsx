import type { City } from "../../../../domain/closing-costs/land-transfer-tax-tables";
import type { ProvinceCode } from "../../../../domain/constants";
import { MAX_AMORTIZATION_YEARS, MIN_AMORTIZATION_YEARS } from "../../../../domain/mortgage/schemas";
import { useT } from "../../../i18n/use-t";
import { NumberField } from "../../calculators/components/number-field";
import { SelectField } from "../../calculators/components/select-field";
import type { ClosingCostsForm, FigureField } from "../use-closing-costs-form";
import { ProvinceCityFields } from "./province-city-fields";
import { ToggleField } from "./toggle-field";

const AMORTIZATION_YEARS = Array.from(
  { length: MAX_AMORTIZATION_YEARS - MIN_AMORTIZATION_YEARS + 1 },
  (_, index) => MIN_AMORTIZATION_YEARS + index,
);

interface PurchaseFieldsProps {
  form: ClosingCostsForm;
  errors: Partial<Record<FigureField, string>>;
  setFigure: (field: FigureField, value: string) => void;
  setProvince: (province: ProvinceCode) => void;
  /** Left out where the calculator does not ask for a city. */
  setCity?: (city: City | "") => void;
  setFirstTime: (firstTime: boolean) => void;
  setNewBuild: (newBuild: boolean) => void;
  /** What the down payment comes to as a share of the price, once both are valid. */
  downPaymentHint?: string;
  /** What being a first-time buyer changes in this calculator. */
  firstTimeHint: string;
}

/**
 * The purchase as the mortgage insurance and cash-to-close calculators ask for it: price, down payment,
 * amortization, where, and the two facts that change the insurance (a first-time buyer, a newly built home).
 */
export function PurchaseFields(props: PurchaseFieldsProps) {
  const { form, errors, setFigure } = props;
  const t = useT();
  return (
    <>
      <NumberField
        label={t("calculators.field.purchasePrice")}
        unit="$"
        value={form.figures.price ?? ""}
        onValueChange={(value) => setFigure("price", value)}
        error={errors.price}
      />
      <NumberField
        label={t("calculators.field.downPayment")}
        unit="$"
        hint={props.downPaymentHint}
        value={form.figures.downPayment ?? ""}
        onValueChange={(value) => setFigure("downPayment", value)}
        error={errors.downPayment}
      />
      <SelectField
        label={t("calculators.field.amortization")}
        value={form.figures.amortizationYears ?? ""}
        onValueChange={(value) => setFigure("amortizationYears", value)}
        options={AMORTIZATION_YEARS.map((years) => ({
          value: String(years),
          label: t("calculators.years", { years }),
        }))}
      />
      <ProvinceCityFields
        province={form.province}
        city={form.city}
        onProvinceChange={props.setProvince}
        onCityChange={props.setCity}
      />
      <ToggleField
        label={t("closing-costs.field.firstTime")}
        hint={props.firstTimeHint}
        checked={form.firstTime}
        onCheckedChange={props.setFirstTime}
      />
      <ToggleField
        label={t("closing-costs.field.newBuild")}
        hint={t("closing-costs.insurance.newBuildHint")}
        checked={form.newBuild}
        onCheckedChange={props.setNewBuild}
      />
    </>
  );
}
