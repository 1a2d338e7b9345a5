import { useFormContext, useWatch } from "react-hook-form";
import { toProfileSlug } from "../../../domain/profile-slug";
import type { AgentProfileInput } from "../../../domain/schemas/agents-admin";
import { useT } from "../../i18n/use-t";
import { AgentFormField } from "./agent-form-field";

/** The public page's address as the slug rule of spec section 5 will save it, shown while typing. */
export function useProfileSlugPreview(): string {
  const { control } = useFormContext<AgentProfileInput>();
  const slug = useWatch({ control, name: "profile_slug" });
  return toProfileSlug(typeof slug === "string" ? slug : "");
}

/** The profile slug input of a form holding `profile_slug`, with the address it gives. */
export function ProfileSlugField() {
  const t = useT();
  const preview = useProfileSlugPreview();
  return (
    <AgentFormField
      name="profile_slug"
      label={t("back-office.agentForm.profileSlug")}
      hint={t("back-office.agentForm.profileSlugHint", { slug: preview || "…" })}
    />
  );
}
