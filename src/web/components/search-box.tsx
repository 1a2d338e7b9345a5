import { useEffect, useEffectEvent, useId, useState } from "react";
import { useSearchParams } from "react-router";
import { Search, X } from "lucide-react";
import { Button } from "./ui/button";
import { Input } from "./ui/input";
import { Label } from "./ui/label";
import { cn } from "../lib/cn";

/** How long typing pauses before the list is searched: one request per word, not per key. */
export const SEARCH_DELAY_MS = 300;

/**
 * A back-office list's search, kept in `?q=` so a reload keeps it; a new search starts again at the
 * first page (`?page=`).
 */
export function useSearchParam(): [q: string, setQ: (q: string) => void] {
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

interface SearchBoxProps {
  q: string;
  onSearch: (q: string) => void;
  label: string;
  placeholder: string;
  clearLabel: string;
  maxLength: number;
  /** The label is read to screen readers only, where the list's heading already says what is searched. */
  hideLabel?: boolean;
  className?: string;
}

/**
 * The search box of the back-office lists (leads, brokers). What is typed is searched once the typing
 * pauses, or at once on Enter; the clear button empties it at once.
 */
export function SearchBox({ q, onSearch, ...props }: SearchBoxProps) {
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
    const timer = setTimeout(() => search(trimmed), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, q]);

  const clear = () => {
    setDraft("");
    onSearch("");
  };

  return (
    <div className={cn("flex min-w-0 flex-col gap-1.5", props.className)}>
      <Label htmlFor={id} className={props.hideLabel ? "sr-only" : undefined}>
        {props.label}
      </Label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          id={id}
          type="search"
          placeholder={props.placeholder}
          maxLength={props.maxLength}
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
            aria-label={props.clearLabel}
            onClick={clear}
          >
            <X aria-hidden="true" />
          </Button>
        )}
      </div>
    </div>
  );
}
