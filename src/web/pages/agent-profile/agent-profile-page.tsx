import { useParams } from "react-router";
import { AgentProfileView } from "../../features/agents/profile/agent-profile-view";

/** /agents/:idOrSlug and /agent/:idOrSlug: the same public broker page. */
export function AgentProfilePage() {
  const { idOrSlug = "" } = useParams();
  return <AgentProfileView key={idOrSlug} idOrSlug={idOrSlug} />;
}
