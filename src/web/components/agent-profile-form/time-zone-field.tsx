import { useFormContext } from "react-hook-form";
import { CANADIAN_TIME_ZONES, isCanadianTimeZone } from "../../../domain/time-zones";
import { Field } from "../ui/field";
import { NativeSelect } from "../ui/native-select";
import { useT } from "../../i18n/use-t";

/**
 * The zone a broker's day is counted in: their follow-ups e-mail reaches them at 8 AM there. The brokers
 * are Canadian, so Canada's zones are offered, by names a broker recognizes, in the page's language; a
 * zone saved another way (the API takes any IANA zone) stays selectable under its IANA name.
 * For a form with a `time_zone` field: the broker's profile tab and the super admin's agent form.
 */
export function TimeZoneField({ current, hint }: { current: string; hint: string }) {
  const t = useT();
  const { register, formState } = useFormContext<{ time_zone?: string }>();
  return (
    <Field label={t("dashboard.profile.timeZone")} hint={hint} error={formState.errors.time_zone?.message}>
      {(control) => (
        <NativeSelect {...control} {...register("time_zone")}>
          {CANADIAN_TIME_ZONES.map((zone) => (
            <option key={zone} value={zone}>
              {t(`dashboard.profile.timeZoneName.${zone}`)}
            </option>
          ))}
          {!isCanadianTimeZone(current) && (
            <optgroup label={t("dashboard.profile.otherTimeZones")}>
              <option value={current}>{current.replaceAll("_", " ")}</option>
            </optgroup>
          )}
        </NativeSelect>
      )}
    </Field>
  );
}
