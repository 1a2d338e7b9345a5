import { useId, useState } from "react";
import { Info } from "lucide-react";
import { DEFAULT_PROVINCE_CODE } from "../../../../domain/constants";
import { provinceOptions } from "../../../../domain/province-labels";
import { provinceFromAddress } from "../../../../domain/province-from-address";
import { Label } from "../../../components/ui/label";
import { RatesUpdatedNote } from "../../../components/rates/rates-updated-note";
import { NativeSelect } from "../../../components/ui/native-select";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs";
import { useRateLabels } from "../../../components/rates/rate-labels";
import { useProvinceRates } from "../../../lib/province-rates";
import { ProfileSection } from "./profile-section";
import { RatesTable } from "./rates-table";

interface ProfileRatesProps {
  agentFirstName: string;
  /** The broker's office address: its province's rates show first. */
  officeAddress: string | null | undefined;
}

/**
 * The rates table: province selector (the broker's own province, from their office address, else Ontario),
 * Fixed and Variable tabs, and the OAC note.
 */
export function ProfileRates({ agentFirstName, officeAddress }: ProfileRatesProps) {
  const labels = useRateLabels();
  const { t } = labels;
  const selectId = useId();
  const [province, setProvince] = useState<string>(
    () => provinceFromAddress(officeAddress) ?? DEFAULT_PROVINCE_CODE,
  );
  const { data, isPending, isError } = useProvinceRates(province, "all");
  const name = labels.province(province);

  return (
    <ProfileSection
      id="rates"
      title={t("brokers.rates.title")}
      intro={t("brokers.rates.intro", { firstName: agentFirstName })}
      muted
    >
      <div className="rounded-xl border border-border bg-background p-4 shadow-sm sm:p-6">
        <Tabs defaultValue="fixed">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
            <div className="flex flex-col gap-1.5 sm:w-72">
              <Label htmlFor={selectId}>{t("brokers.rates.province")}</Label>
              <NativeSelect
                id={selectId}
                value={province}
                onChange={(event) => setProvince(event.target.value)}
              >
                {provinceOptions(labels.locale).map((option) => (
                  <option key={option.code} value={option.code}>
                    {option.label}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <TabsList aria-label={t("brokers.rates.typeLabel")} className="self-start sm:self-auto">
              <TabsTrigger value="fixed">{labels.type("fixed")}</TabsTrigger>
              <TabsTrigger value="variable">{labels.type("variable")}</TabsTrigger>
            </TabsList>
          </div>

          {data?.fallback && (
            <p
              role="status"
              className="mt-4 flex items-start gap-2 rounded-lg bg-muted px-3 py-2 text-sm text-foreground"
            >
              <Info className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              {t("brokers.rates.nationalNotice", { province: name })}
            </p>
          )}

          {isError ? (
            <p className="mt-4 rounded-lg border border-destructive/30 bg-red-50 px-4 py-6 text-center text-destructive">
              {t("brokers.rates.loadFailed")}
            </p>
          ) : (
            (["fixed", "variable"] as const).map((rateType) => (
              <TabsContent key={rateType} value={rateType}>
                <RatesTable rateType={rateType} rates={data?.rates} isPending={isPending} />
                <RatesUpdatedNote
                  rates={data?.rates.filter((rate) => rate.rate_type === rateType) ?? []}
                  className="mt-3"
                />
              </TabsContent>
            ))
          )}
        </Tabs>
        <p className="mt-4 text-sm text-muted-foreground">{t("brokers.rates.note")}</p>
      </div>
    </ProfileSection>
  );
}
