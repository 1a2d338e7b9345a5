import { Copy } from "lucide-react";
import { toast } from "../../../lib/toast";
import {
  dashboardSlugSchema,
  type DashboardSlug,
  type DashboardSlugInput,
} from "../../../../domain/schemas/dashboard-profile";
import { FormSection } from "../../../components/agent-profile-form/agent-form-field";
import type { AgentProfileRecord } from "../../../components/agent-profile-form/agent-profile-record";
import { ProfileSlugField } from "../../../components/agent-profile-form/profile-slug-field";
import { Button } from "../../../components/ui/button";
import { profilePath } from "../../../../domain/agent-text";
import { ApiError } from "../../../lib/api";
import { serverMessageOr } from "../../../lib/server-message";
import { dashboardProfileMessages as text } from "../messages";
import { TabForm } from "./tab-form";
import { useProfileTabForm } from "./use-profile-tab-form";

async function copy(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast.success(text.copied);
  } catch {
    toast.error(text.copyFailed);
  }
}

/** The page's address with a copy button, and the slug that makes it (spec section 5's rules and texts). */
export function PublicUrlForm({ agent }: { agent: AgentProfileRecord }) {
  const { form, onSubmit } = useProfileTabForm<DashboardSlugInput, DashboardSlug>({
    schema: dashboardSlugSchema,
    values: (saved) => ({ profile_slug: saved.profile_slug ?? "" }),
    agent,
    path: "/slug",
    savedMessage: text.slugSaved,
    // 'This profile URL is already taken' and the other refusals are the server's own words.
    failedMessage: (error) => {
      const message = serverMessageOr(error, text.slugFailed);
      if (error instanceof ApiError && error.status < 500) {
        form.setError("profile_slug", { message }, { shouldFocus: true });
      }
      return message;
    },
  });
  const url = `${window.location.origin}${profilePath(agent)}`;
  return (
    <TabForm form={form} onSubmit={onSubmit} label={text.publicUrlTitle} submitLabel={text.saveUrl}>
      <FormSection title={text.publicUrlTitle} description={text.publicUrlDescription} columns={false}>
        <div className="flex flex-wrap items-center gap-2 rounded-lg border border-border bg-muted/40 px-3 py-2">
          <a
            href={profilePath(agent)}
            className="min-w-0 flex-1 font-medium break-all text-primary underline-offset-4 hover:underline"
            data-testid="public-url"
          >
            {url}
          </a>
          <Button type="button" variant="outline" size="sm" onClick={() => void copy(url)}>
            <Copy aria-hidden="true" />
            {text.copy}
            <span className="sr-only"> your page&apos;s address</span>
          </Button>
        </div>
        <ProfileSlugField />
      </FormSection>
    </TabForm>
  );
}
