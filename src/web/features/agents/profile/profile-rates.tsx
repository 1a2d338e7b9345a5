import { useId, useState } from "react";
import { Info } from "lucide-react";
import { DEFAULT_PROVINCE_CODE, PROVINCES, provinceName } from "../../../../domain/constants";
import { loadErrors, rateMessages } from "../../../../domain/messages";
import { provinceFromAddress } from "../../../../domain/province-from-address";
import { Label } from "../../../components/ui/label";
import { RatesUpdatedNote } from "../../../components/rates/rates-updated-note";
import { NativeSelect } from "../../../components/ui/native-select";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs";
import { useProvinceRates } from "../../../lib/province-rates";
import { nationalRatesNotice } from "./profile-messages";
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
  const selectId = useId();
  const [province, setProvince] = useState<string>(
    () => provinceFromAddress(officeAddress) ?? DEFAULT_PROVINCE_CODE,
  );
  const { data, isPending, isError } = useProvinceRates(province, "all");
  const name = provinceName(province) ?? province;

  return (
    <ProfileSection
      id="rates"
      title="Today's Rates"
      intro={`Posted rates are what the big banks advertise. Our rates are what ${agentFirstName} can offer through Vayu's lender network.`}
      muted
    >
      <div className="rounded-xl border border-border bg-background p-4 shadow-sm sm:p-6">
        <Tabs defaultValue="fixed">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
            <div className="flex flex-col gap-1.5 sm:w-72">
              <Label htmlFor={selectId}>Province or territory</Label>
              <NativeSelect
                id={selectId}
                value={province}
                onChange={(event) => setProvince(event.target.value)}
              >
                {PROVINCES.map((option) => (
                  <option key={option.code} value={option.code}>
                    {option.name}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <TabsList aria-label="Rate type" className="self-start sm:self-auto">
              <TabsTrigger value="fixed">Fixed</TabsTrigger>
              <TabsTrigger value="variable">Variable</TabsTrigger>
            </TabsList>
          </div>

          {data?.fallback && (
            <p
              role="status"
              className="mt-4 flex items-start gap-2 rounded-lg bg-muted px-3 py-2 text-sm text-foreground"
            >
              <Info className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              {nationalRatesNotice(name)}
            </p>
          )}

          {isError ? (
            <p className="mt-4 rounded-lg border border-destructive/30 bg-red-50 px-4 py-6 text-center text-destructive">
              {loadErrors.rates}
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
        <p className="mt-4 text-sm text-muted-foreground">{rateMessages.profileRatesNote}</p>
      </div>
    </ProfileSection>
  );
}
