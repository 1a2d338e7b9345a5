import { useEffect, useEffectEvent, useId, useState } from "react";
import { useSearchParams } from "react-router";
import { Search, X } from "lucide-react";
import { LEAD_SEARCH_MAX_LENGTH } from "../../../domain/schemas/admin-leads";
import { Button } from "../ui/button";
import { Input } from "../ui/input";
import { Label } from "../ui/label";
import { useT } from "../../i18n/use-t";

/** How long typing pauses before the list is searched: one request per word, not per key. */
export const LEAD_SEARCH_DELAY_MS = 300;

/**
 * A leads list's search, kept in `?q=` so a reload keeps it; a new search starts again at the first
 * page (useLeadsPage's `?page=`).
 */
export function useLeadSearchParam(): [q: string, setQ: (q: string) => void] {
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

/**
 * The search box of the staff leads lists: a name, an email or a phone however it is written. What
 * is typed is searched once the typing pauses; the clear button empties it at once.
 */
export function LeadSearch({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const t = useT();
  const id = useId();
  const [draft, setDraft] = useState(q);
  const [shownQ, setShownQ] = useState(q);
  // The search changed elsewhere (the filters cleared, the address edited): the box follows it.
  if (q !== shownQ) {
    setShownQ(q);
    if (q !== draft.trim()) setDraft(q);
  }

  // The latest onSearch, without restarting the pause each time the list around it renders.
  const search = useEffectEvent((text: string) => onSearch(text));
  useEffect(() => {
    const trimmed = draft.trim();
    if (trimmed === q) return;
    const timer = setTimeout(() => search(trimmed), LEAD_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, q]);

  const clear = () => {
    setDraft("");
    onSearch("");
  };

  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <Label htmlFor={id}>{t("back-office.leads.searchLabel")}</Label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          id={id}
          type="search"
          placeholder={t("back-office.leads.searchPlaceholder")}
          maxLength={LEAD_SEARCH_MAX_LENGTH}
          autoComplete="off"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            // Enter searches at once, without waiting for the pause.
            if (event.key === "Enter") onSearch(draft.trim());
          }}
          className="pr-10 pl-9 [&::-webkit-search-cancel-button]:hidden"
        />
        {draft !== "" && (
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="absolute top-1/2 right-0.5 size-9 -translate-y-1/2"
            aria-label={t("back-office.leads.clearSearch")}
            onClick={clear}
          >
            <X aria-hidden="true" />
          </Button>
        )}
      </div>
    </div>
  );
}
