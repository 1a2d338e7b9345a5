import { useMemo } from "react";
import { useFormContext } from "react-hook-form";
import { CANADIAN_TIME_ZONES, isCanadianTimeZone } from "../../../domain/time-zones";
import { Field } from "../ui/field";
import { NativeSelect } from "../ui/native-select";
import { useT } from "../../i18n/use-t";

/**
 * Every zone this browser knows, Canada's left out (they are listed first, by name). The forms are
 * drawn once the agent has loaded, in the browser, so the list never has to match the server's.
 */
function otherTimeZones(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  const others = new Set(known.filter((zone) => !isCanadianTimeZone(zone)));
  // A zone saved through the API that this browser does not list stays selectable, as saved.
  if (!isCanadianTimeZone(current)) others.add(current);
  return [...others].sort();
}

/**
 * The zone a broker's day is counted in: their follow-ups e-mail reaches them at 8 AM there. Canada's
 * zones come first with names a broker recognizes; any other zone is offered under its IANA name.
 * For a form with a `time_zone` field: the broker's profile tab and the super admin's agent form.
 */
export function TimeZoneField({ current, hint }: { current: string; hint: string }) {
  const t = useT();
  const { register, formState } = useFormContext<{ time_zone?: string }>();
  const others = useMemo(() => otherTimeZones(current), [current]);
  return (
    <Field label={t("dashboard.profile.timeZone")} hint={hint} error={formState.errors.time_zone?.message}>
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
