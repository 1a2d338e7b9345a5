import { useId } from "react";
import { PROVINCES } from "../../../domain/constants";
import { Label } from "../../components/ui/label";
import { NativeSelect } from "../../components/ui/native-select";
import { cn } from "../../lib/cn";

interface ProvinceSelectProps {
  /** A 2-letter province or territory code. */
  value: string;
  onValueChange: (code: string) => void;
  className?: string;
}

/** The 13 provinces and territories, labelled 'Province'. */
export function ProvinceSelect({ value, onValueChange, className }: ProvinceSelectProps) {
  const id = useId();
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <Label htmlFor={id}>Province</Label>
      <NativeSelect id={id} value={value} onChange={(event) => onValueChange(event.target.value)}>
        {PROVINCES.map((province) => (
          <option key={province.code} value={province.code}>
            {province.name}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
