import { AlertCircle } from "lucide-react";
import { useT } from "../../i18n/use-t";
import { Button } from "./button";

/** A failed load: the spec's message and a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useT();
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-xl border border-destructive/30 bg-red-50 p-4 text-destructive"
    >
      <AlertCircle className="size-5 shrink-0" aria-hidden="true" />
      <p className="font-medium">{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t("forms.tryAgain")}
      </Button>
    </div>
  );
}
