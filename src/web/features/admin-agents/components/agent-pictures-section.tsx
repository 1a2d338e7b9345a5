import { useQueryClient } from "@tanstack/react-query";
import { toast } from "../../../lib/toast";
import { ImageUploadField } from "../../../components/ui/image-upload-field";
import type { AdminAgent } from "../api/get-admin-agent";
import { invalidateAgentQueries } from "../api/invalidate-agents";
import { showSavedAgent, useUpdateAgent } from "../api/update-agent";
import { useT } from "../../../i18n/use-t";
import { AgentFormField, FormSection } from "../../../components/agent-profile-form/agent-form-field";
import { serverMessageOr } from "../../../lib/server-message";

const PICTURES = {
  headshot: { label: "admin.agents.headshot", field: "headshot_url", failed: "admin.agents.headshotFailed" },
  banner: { label: "admin.agents.banner", field: "banner_image_url", failed: "admin.agents.bannerFailed" },
} as const;

/** The upload routes answer the updated agent; its new address is the one the field shows. */
function readAgent(response: unknown): AdminAgent | null {
  const agent = (response as { agent?: AdminAgent } | null)?.agent;
  return agent && typeof agent.id === "string" ? agent : null;
}

function AgentPicture({ agent, kind }: { agent: AdminAgent; kind: keyof typeof PICTURES }) {
  const t = useT();
  const client = useQueryClient();
  const update = useUpdateAgent();
  const { label, field, failed } = PICTURES[kind];
  return (
    <ImageUploadField
      label={t(label)}
      value={agent[field]}
      uploadPath={`/api/admin/agents/${agent.id}/${kind}`}
      failureMessage={t(failed)}
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
            onSuccess: () => toast.success(t("admin.agents.updated")),
            onError: (error) => toast.error(serverMessageOr(error, t("admin.agents.updateFailed"))),
          },
        );
      }}
    />
  );
}

/** Headshot and banner are saved as soon as they are uploaded; the other pictures are addresses. */
export function PicturesSection({ agent }: { agent: AdminAgent }) {
  const t = useT();
  return (
    <FormSection title={t("admin.agents.sectionPictures")} description={t("admin.agents.picturesHint")}>
      <AgentPicture agent={agent} kind="headshot" />
      <AgentPicture agent={agent} kind="banner" />
      <AgentFormField name="agent_logo_url" label={t("admin.agents.logoUrl")} type="url" />
      <AgentFormField name="custom_background_image" label={t("admin.agents.backgroundUrl")} type="url" />
      <AgentFormField name="badge_1_url" label={t("admin.agents.badge1Url")} type="url" />
      <AgentFormField name="badge_2_url" label={t("admin.agents.badge2Url")} type="url" />
    </FormSection>
  );
}
