import type { ReactNode } from "react";
import { RATE_TYPES, type RateType } from "../../../domain/constants";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { useRateLabels } from "../../components/rates/rate-labels";
import { isRateType } from "./rate-type";

interface RateTypeTabsProps {
  value: RateType;
  onValueChange: (rateType: RateType) => void;
  /** Controls shown beside the tab list, e.g. the province selector. */
  toolbar?: ReactNode;
  /** The panel of one rate type; Radix renders only the selected one. */
  children: (rateType: RateType) => ReactNode;
}

/** Fixed / Variable tabs; each tab's panel shows the rates of its type. */
export function RateTypeTabs({ value, onValueChange, toolbar, children }: RateTypeTabsProps) {
  const labels = useRateLabels();
  return (
    <Tabs value={value} onValueChange={(next) => isRateType(next) && onValueChange(next)}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <TabsList aria-label={labels.t("rates.rateType")} className="self-start sm:self-auto">
          {RATE_TYPES.map((rateType) => (
            <TabsTrigger key={rateType} value={rateType} className="min-w-24">
              {labels.type(rateType)}
            </TabsTrigger>
          ))}
        </TabsList>
        {toolbar}
      </div>
      {RATE_TYPES.map((rateType) => (
        <TabsContent key={rateType} value={rateType} className="mt-6">
          {children(rateType)}
        </TabsContent>
      ))}
    </Tabs>
  );
}
