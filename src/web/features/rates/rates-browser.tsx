import { useState } from "react";
import type { RateType } from "../../../domain/constants";
import { useRateLabels } from "../../components/rates/rate-labels";
import { NationalFallbackNote } from "./national-fallback-note";
import { ProvinceSelect } from "./province-select";
import { RateCards, RateCardsSkeleton } from "./rate-cards";
import { DEFAULT_RATE_TYPE } from "./rate-type";
import { RateTypeTabs } from "./rate-type-tabs";
import { RatesLoadError } from "./rates-load-error";
import { RatesTable, RatesTableSkeleton } from "./rates-table";
import { RatesUpdatedNote } from "../../components/rates/rates-updated-note";
import { useChosenProvince } from "../../lib/chosen-province";
import { useProvinceRates } from "../../lib/province-rates";

interface RatesBrowserProps {
  /** Cards of the 1, 3, 5 and 7 year terms (home page), or a table of every active term (/rates). */
  variant: "cards" | "table";
  /**
   * The chosen province's 2-letter code, for a page that shows more of the same province (the rate
   * history on /rates); without it the browser keeps its own choice.
   */
  provinceCode?: string;
  onProvinceCodeChange?: (code: string) => void;
}

/**
 * Today's rates for one province: the province selector (the visitor's last choice, else Ontario), Fixed / Variable tabs
 * (default Fixed), loading, error, empty and National-fallback states, and the OAC note.
 */
export function RatesBrowser({ variant, ...controlled }: RatesBrowserProps) {
  const [ownProvinceCode, setOwnProvinceCode] = useChosenProvince();
  const provinceCode = controlled.provinceCode ?? ownProvinceCode;
  const setProvinceCode = controlled.onProvinceCodeChange ?? setOwnProvinceCode;
  const [rateType, setRateType] = useState<RateType>(DEFAULT_RATE_TYPE);
  const query = useProvinceRates(provinceCode, variant === "cards" ? "home" : "all");
  const labels = useRateLabels();
  const province = labels.province(provinceCode);

  const renderRates = (type: RateType) => {
    if (query.isPending) return variant === "cards" ? <RateCardsSkeleton /> : <RatesTableSkeleton />;
    if (query.isError) return <RatesLoadError onRetry={() => void query.refetch()} />;
    const rates = query.data.rates.filter((rate) => rate.rate_type === type);
    const where = query.data.fallback ? labels.t("rates.national") : province;
    const label = labels.t("rates.listLabel", { type, where });
    return (
      <div className="flex flex-col gap-4">
        {query.data.fallback && <NationalFallbackNote province={province} />}
        {variant === "cards" ? (
          <RateCards rateType={type} rates={rates} label={label} />
        ) : (
          <RatesTable rateType={type} rates={rates} caption={label} />
        )}
        <RatesUpdatedNote rates={rates} />
      </div>
    );
  };

  return (
    <div className="flex flex-col gap-2">
      <RateTypeTabs
        value={rateType}
        onValueChange={setRateType}
        toolbar={
          <ProvinceSelect value={provinceCode} onValueChange={setProvinceCode} className="w-full sm:w-64" />
        }
      >
        {renderRates}
      </RateTypeTabs>
      <p className="mt-4 text-sm text-muted-foreground">{labels.t("rates.disclaimer")}</p>
    </div>
  );
}
