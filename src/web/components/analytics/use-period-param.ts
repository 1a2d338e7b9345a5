import { useSearchParams } from "react-router";
import { toAnalyticsPeriod, type AnalyticsPeriod } from "../../../domain/schemas/admin-analytics";

/** The period lives in the address (`?tab=analytics&period=7d`), so a reload or a shared link keeps it. */
export function usePeriodParam(): [AnalyticsPeriod, (period: AnalyticsPeriod) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const period = toAnalyticsPeriod(searchParams.get("period"));
  const setPeriod = (next: AnalyticsPeriod) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.set("period", next);
        return params;
      },
      { replace: true },
    );
  return [period, setPeriod];
}
