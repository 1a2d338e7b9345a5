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
import type { Translate } from "../../../../i18n/translate";
import { useT } from "../../../i18n/use-t";
import { TabForm } from "./tab-form";
import { useProfileTabForm } from "./use-profile-tab-form";

async function copy(url: string, t: Translate) {
  try {
    await navigator.clipboard.writeText(url);
    toast.success(t("dashboard.profile.copied"));
  } catch {
    toast.error(t("dashboard.profile.copyFailed"));
  }
}

/** The page's address with a copy button, and the slug that makes it (spec section 5's rules and texts). */
export function PublicUrlForm({ agent }: { agent: AgentProfileRecord }) {
  const t = useT();
  const { form, onSubmit } = useProfileTabForm<DashboardSlugInput, DashboardSlug>({
    schema: dashboardSlugSchema,
    values: (saved) => ({ profile_slug: saved.profile_slug ?? "" }),
    agent,
    path: "/slug",
    savedMessage: t("dashboard.profile.slugSaved"),
    // 'This profile URL is already taken' and the other refusals are the server's own words.
    failedMessage: (error) => {
      const message = serverMessageOr(error, t("dashboard.profile.slugFailed"));
      if (error instanceof ApiError && error.status < 500) {
        form.setError("profile_slug", { message }, { shouldFocus: true });
      }
      return message;
    },
  });
  const url = `${window.location.origin}${profilePath(agent)}`;
  return (
    <TabForm
      form={form}
      onSubmit={onSubmit}
      label={t("dashboard.profile.publicUrlTitle")}
      submitLabel={t("dashboard.profile.saveUrl")}
    >
      <FormSection
        title={t("dashboard.profile.publicUrlTitle")}
        description={t("dashboard.profile.publicUrlDescription")}
        columns={false}
      >
        <div className="flex flex-wrap items-center gap-2 rounded-lg border border-border bg-muted/40 px-3 py-2">
          <a
            href={profilePath(agent)}
            className="min-w-0 flex-1 font-medium break-all text-primary underline-offset-4 hover:underline"
            data-testid="public-url"
          >
            {url}
          </a>
          <Button type="button" variant="outline" size="sm" onClick={() => void copy(url, t)}>
            <Copy aria-hidden="true" />
            {t("dashboard.profile.copy")}
            <span className="sr-only"> {t("dashboard.profile.copyWhat")}</span>
          </Button>
        </div>
        <ProfileSlugField />
      </FormSection>
    </TabForm>
  );
}
