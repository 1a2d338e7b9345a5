import { useMemo } from "react";
import { useFormContext } from "react-hook-form";
import type { DashboardProfileInput } from "../../../../domain/schemas/dashboard-profile";
import { CANADIAN_TIME_ZONES, isCanadianTimeZone } from "../../../../domain/time-zones";
import { Field } from "../../../components/ui/field";
import { NativeSelect } from "../../../components/ui/native-select";
import { useT } from "../../../i18n/use-t";

/**
 * Every zone this browser knows, Canada's left out (they are listed first, by name). The form is drawn
 * once the profile has loaded, in the browser, so the list never has to match the server's.
 */
function otherTimeZones(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  const others = new Set(known.filter((zone) => !isCanadianTimeZone(zone)));
  // A zone saved elsewhere (the API) that this browser does not list stays selectable, as saved.
  if (!isCanadianTimeZone(current)) others.add(current);
  return [...others].sort();
}

/**
 * The zone the broker's day is counted in: the follow-ups e-mail reaches them at 8 AM there. Canada's
 * zones come first with names a broker recognizes; any other zone is offered under its IANA name.
 */
export function TimeZoneField({ current }: { current: string }) {
  const t = useT();
  const { register, formState } = useFormContext<DashboardProfileInput>();
  const others = useMemo(() => otherTimeZones(current), [current]);
  return (
    <Field
      label={t("dashboard.profile.timeZone")}
      hint={t("dashboard.profile.timeZoneHint")}
      error={formState.errors.time_zone?.message}
    >
      {(control) => (
        <NativeSelect {...control} {...register("time_zone")}>
          {CANADIAN_TIME_ZONES.map((zone) => (
            <option key={zone} value={zone}>
              {t(`dashboard.profile.timeZoneName.${zone}`)}
            </option>
          ))}
          <optgroup label={t("dashboard.profile.otherTimeZones")}>
            {others.map((zone) => (
              <option key={zone} value={zone}>
                {zone.replaceAll("_", " ")}
              </option>
            ))}
          </optgroup>
        </NativeSelect>
      )}
    </Field>
  );
}
