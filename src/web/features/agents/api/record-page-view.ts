import { useEffect, useRef } from "react";
import { apiPost } from "../../../lib/api";

export function recordPageView(idOrSlug: string): Promise<void> {
  return apiPost<void>(`/api/agents/${encodeURIComponent(idOrSlug)}/page-view`, {});
}

/**
 * Records one page_view per mount once the agent is known (the server also de-duplicates reloads).
 * Fire and forget: analytics must never disturb the visitor, so errors are ignored.
 */
export function useRecordPageView(agentId: string | undefined) {
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (!agentId || recorded.current === agentId) return;
    recorded.current = agentId;
    recordPageView(agentId).catch(() => undefined);
  }, [agentId]);
}
