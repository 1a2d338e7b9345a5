import { Download } from "lucide-react";
import { Button } from "../ui/button";
import { leadFilterParams, type LeadFilterValues } from "./lead-filters";
import { useT } from "../../i18n/use-t";

function leadsExportHref(path: string, filters: LeadFilterValues): string {
  const params = leadFilterParams(filters).toString();
  return params ? `${path}?${params}` : path;
}

/**
 * The CSV export of a leads list with its current filters. A plain link: the browser downloads it
 * with the session cookie, the server names the file (Content-Disposition) and streams it, however
 * many leads it holds.
 */
export function LeadsExportLink({ path, filters }: { path: string; filters: LeadFilterValues }) {
  const t = useT();
  return (
    <Button asChild variant="outline">
      <a href={leadsExportHref(path, filters)} download title={t("back-office.leads.exportDescription")}>
        <Download aria-hidden="true" />
        {t("back-office.leads.exportCsv")}
      </a>
    </Button>
  );
}
