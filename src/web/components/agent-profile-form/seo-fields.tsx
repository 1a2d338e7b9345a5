import type { ReactNode } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import {
  SEO_META_DESCRIPTION_MAX_LENGTH,
  SEO_META_TITLE_MAX_LENGTH,
  type AgentProfileInput,
} from "../../../domain/schemas/agents-admin";
import type { Translate } from "../../../i18n/translate";
import { useT } from "../../i18n/use-t";
import { AgentFormField } from "./agent-form-field";

/** "12/60 characters": spec section 5's counters, counting what is saved (the value trimmed). */
export function characterCount(value: unknown, max: number, t: Translate): string {
  const count = typeof value === "string" ? value.trim().length : 0;
  return t("back-office.agentForm.characterCount", { count, max });
}

interface SeoFieldsProps {
  /** The sharing image's control; an address field unless the form uploads it. */
  ogImage?: ReactNode;
}

/** Meta title and description with their counters, keywords and the og:image, of a form holding `seo_settings`. */
export function SeoFields({ ogImage }: SeoFieldsProps) {
  const t = useT();
  const { control } = useFormContext<AgentProfileInput>();
  const [title, description] = useWatch({
    control,
    name: ["seo_settings.meta_title", "seo_settings.meta_description"],
  });
  return (
    <>
      <AgentFormField
        name="seo_settings.meta_title"
        label={t("back-office.agentForm.metaTitle")}
        hint={<span aria-live="polite">{characterCount(title, SEO_META_TITLE_MAX_LENGTH, t)}</span>}
      />
      <AgentFormField name="seo_settings.meta_keywords" label={t("back-office.agentForm.metaKeywords")} />
      <AgentFormField
        name="seo_settings.meta_description"
        label={t("back-office.agentForm.metaDescription")}
        rows={3}
        className="sm:col-span-2"
        hint={
          <span aria-live="polite">{characterCount(description, SEO_META_DESCRIPTION_MAX_LENGTH, t)}</span>
        }
      />
      {ogImage ?? (
        <AgentFormField name="seo_settings.og_image" label={t("back-office.agentForm.ogImage")} type="url" />
      )}
    </>
  );
}
