import { useSearchParams } from "react-router";

/** The `agent` query parameter (an agent id or profile slug), or null when absent or blank. */
export function useAgentQuery(): string | null {
  const [params] = useSearchParams();
  const agent = params.get("agent")?.trim();
  return agent ? agent : null;
}

/** `path` with `?agent=` added when an agent is set, so links keep the visitor with their broker. */
export function withAgent(path: string, agent: string | null): string {
  if (!agent) return path;
  return `${path}?${new URLSearchParams({ agent }).toString()}`;
}
