import { AlertCircle, RotateCw } from "lucide-react";
import { useT } from "../../i18n/use-t";
import { Button } from "../../components/ui/button";

interface RatesLoadErrorProps {
  onRetry: () => void;
}

/** 'Failed to fetch rates' with a way to try again. */
export function RatesLoadError({ onRetry }: RatesLoadErrorProps) {
  const t = useT();
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-xl border border-destructive/30 bg-red-50 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-center gap-2 text-sm font-medium text-destructive">
        <AlertCircle className="size-4 shrink-0" aria-hidden="true" />
        {t("rates.loadError")}
      </p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RotateCw aria-hidden="true" />
        {t("rates.tryAgain")}
      </Button>
    </div>
  );
}
