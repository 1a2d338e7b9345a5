import { LEAD_SEARCH_MAX_LENGTH } from "../../../domain/schemas/admin-leads";
import { useT } from "../../i18n/use-t";
import { SearchBox } from "../search-box";

/** The search box of the staff leads lists: a name, an email or a phone however it is written. */
export function LeadSearch({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const t = useT();
  return (
    <SearchBox
      q={q}
      onSearch={onSearch}
      label={t("back-office.leads.searchLabel")}
      placeholder={t("back-office.leads.searchPlaceholder")}
      clearLabel={t("back-office.leads.clearSearch")}
      maxLength={LEAD_SEARCH_MAX_LENGTH}
    />
  );
}
