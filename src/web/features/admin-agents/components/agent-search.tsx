import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { Search } from "lucide-react";
import { ADMIN_AGENTS_SEARCH_MAX_LENGTH } from "../../../../domain/schemas/agents-admin";
import { Input } from "../../../components/ui/input";
import { useT } from "../../../i18n/use-t";

const SEARCH_DELAY_MS = 300;

/** The search kept in `?q=`, so a reload keeps it; a new search starts again at the first page. */
export function useAgentSearch(): [q: string, setQ: (q: string) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get("q") ?? "";
  const setQ = (next: string) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next) params.set("q", next);
        else params.delete("q");
        params.delete("page");
        return params;
      },
      { replace: true },
    );
  return [q, setQ];
}

/** Typing searches names and emails once the typing pauses. */
export function AgentSearch({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const t = useT();
  const [draft, setDraft] = useState(q);
  const [shownQ, setShownQ] = useState(q);
  // The search changed elsewhere (cleared, or the address edited): the box follows it.
  if (q !== shownQ) {
    setShownQ(q);
    if (q !== draft.trim()) setDraft(q);
  }

  useEffect(() => {
    const trimmed = draft.trim();
    if (trimmed === q) return;
    const timer = setTimeout(() => onSearch(trimmed), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, q, onSearch]);

  return (
    <div className="relative w-full max-w-sm">
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        type="search"
        aria-label={t("admin.agents.searchLabel")}
        placeholder={t("admin.agents.searchPlaceholder")}
        maxLength={ADMIN_AGENTS_SEARCH_MAX_LENGTH}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        className="pl-9"
      />
    </div>
  );
}
