import { ADMIN_AGENTS_SEARCH_MAX_LENGTH } from "../../../../domain/schemas/agents-admin";
import { SearchBox } from "../../../components/search-box";
import { useT } from "../../../i18n/use-t";

/** The brokers list's search: names and e-mails, once the typing pauses. */
export function AgentSearch({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const t = useT();
  return (
    <SearchBox
      q={q}
      onSearch={onSearch}
      label={t("admin.agents.searchLabel")}
      placeholder={t("admin.agents.searchPlaceholder")}
      clearLabel={t("back-office.leads.clearSearch")}
      maxLength={ADMIN_AGENTS_SEARCH_MAX_LENGTH}
      hideLabel
      className="w-full max-w-sm"
    />
  );
}
