import type { UseFormRegisterReturn } from "react-hook-form";
import { BLOG_LIMITS } from "../../../domain/schemas/blog-posts";
import { Field } from "../ui/field";
import { Input } from "../ui/input";
import { Textarea } from "../ui/textarea";
import { useT } from "../../i18n/use-t";

interface SeoFieldsProps {
  /** The registrations of seo_settings.description and seo_settings.keywords in the post's form. */
  description: UseFormRegisterReturn;
  keywords: UseFormRegisterReturn;
  /** The description's length as typed, for its counter. */
  descriptionLength: number;
  errors: { description?: string; keywords?: string };
}

/** A post's SEO description (with a counter) and keywords, stored in seo_settings. */
export function SeoFields({ description, keywords, descriptionLength, errors }: SeoFieldsProps) {
  const t = useT();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field
        label={t("back-office.blog.seoDescription")}
        error={errors.description}
        hint={t("back-office.blog.characterCount", {
          count: descriptionLength,
          max: BLOG_LIMITS.seoDescription,
        })}
      >
        {(control) => (
          <Textarea rows={3} maxLength={BLOG_LIMITS.seoDescription} {...control} {...description} />
        )}
      </Field>
      <Field
        label={t("back-office.blog.seoKeywords")}
        error={errors.keywords}
        hint={t("back-office.blog.seoKeywordsHint")}
      >
        {(control) => <Input maxLength={BLOG_LIMITS.seoKeywords} {...control} {...keywords} />}
      </Field>
    </div>
  );
}
