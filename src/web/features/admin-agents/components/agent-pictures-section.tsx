import { useQueryClient } from "@tanstack/react-query";
import { toast } from "../../../lib/toast";
import { ImageUploadField } from "../../../components/ui/image-upload-field";
import type { AdminAgent } from "../api/get-admin-agent";
import { invalidateAgentQueries } from "../api/invalidate-agents";
import { showSavedAgent, useUpdateAgent } from "../api/update-agent";
import { adminAgentsMessages as text } from "../messages";
import { AgentFormField, FormSection } from "../../../components/agent-profile-form/agent-form-field";
import { serverMessageOr } from "../../../lib/server-message";

const PICTURES = {
  headshot: { label: text.headshot, field: "headshot_url", failed: text.headshotFailed },
  banner: { label: text.banner, field: "banner_image_url", failed: text.bannerFailed },
} as const;

/** The upload routes answer the updated agent; its new address is the one the field shows. */
function readAgent(response: unknown): AdminAgent | null {
  const agent = (response as { agent?: AdminAgent } | null)?.agent;
  return agent && typeof agent.id === "string" ? agent : null;
}

function AgentPicture({ agent, kind }: { agent: AdminAgent; kind: keyof typeof PICTURES }) {
  const client = useQueryClient();
  const update = useUpdateAgent();
  const { label, field, failed } = PICTURES[kind];
  return (
    <ImageUploadField
      label={label}
      value={agent[field]}
      uploadPath={`/api/admin/agents/${agent.id}/${kind}`}
      failureMessage={failed}
      disabled={update.isPending}
      readUrl={(response) => {
        const saved = readAgent(response);
        if (!saved) return null;
        // Saved on the server already: show it everywhere at once, the form's other fields untouched.
        showSavedAgent(client, saved);
        void invalidateAgentQueries(client);
        return saved[field] ?? null;
      }}
      onChange={(url) => {
        if (url !== null) return;
        update.mutate(
          { id: agent.id, changes: { [field]: null } },
          {
            onSuccess: () => toast.success(text.updated),
            onError: (error) => toast.error(serverMessageOr(error, text.updateFailed)),
          },
        );
      }}
    />
  );
}

/** Headshot and banner are saved as soon as they are uploaded; the other pictures are addresses. */
export function PicturesSection({ agent }: { agent: AdminAgent }) {
  return (
    <FormSection title="Pictures" description="Headshot and banner are saved as soon as they are uploaded.">
      <AgentPicture agent={agent} kind="headshot" />
      <AgentPicture agent={agent} kind="banner" />
      <AgentFormField name="agent_logo_url" label="Logo address" type="url" />
      <AgentFormField name="custom_background_image" label="Background image address" type="url" />
      <AgentFormField name="badge_1_url" label="Professional badge 1 address" type="url" />
      <AgentFormField name="badge_2_url" label="Professional badge 2 address" type="url" />
    </FormSection>
  );
}
