import { useId } from "react";
import { provinceOptions } from "../../../domain/province-labels";
import { Label } from "../../components/ui/label";
import { NativeSelect } from "../../components/ui/native-select";
import { cn } from "../../lib/cn";
import { useLocale, useT } from "../../i18n/use-t";

interface ProvinceSelectProps {
  /** A 2-letter province or territory code. */
  value: string;
  onValueChange: (code: string) => void;
  className?: string;
}

/** The 13 provinces and territories, labelled 'Province', named in the page's language. */
export function ProvinceSelect({ value, onValueChange, className }: ProvinceSelectProps) {
  const id = useId();
  const t = useT();
  const locale = useLocale();
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <Label htmlFor={id}>{t("rates.province")}</Label>
      <NativeSelect id={id} value={value} onChange={(event) => onValueChange(event.target.value)}>
        {provinceOptions(locale).map((province) => (
          <option key={province.code} value={province.code}>
            {province.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
