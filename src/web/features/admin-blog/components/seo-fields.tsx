import type { UseFormRegister, FieldErrors } from "react-hook-form";
import { BLOG_LIMITS, type BlogPostFormInput } from "../../../../domain/schemas/blog-posts";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { Textarea } from "../../../components/ui/textarea";
import { adminBlogMessages as text, characterCount } from "../messages";

interface SeoFieldsProps {
  register: UseFormRegister<BlogPostFormInput>;
  errors: FieldErrors<BlogPostFormInput>;
  /** The description as typed, for its counter. */
  description: string;
}

/** The post's SEO description (with a counter) and keywords, stored in seo_settings. */
export function SeoFields({ register, errors, description }: SeoFieldsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field
        label={text.seoDescription}
        error={errors.seo_settings?.description?.message}
        hint={characterCount(description.length, BLOG_LIMITS.seoDescription)}
      >
        {(control) => (
          <Textarea
            rows={3}
            maxLength={BLOG_LIMITS.seoDescription}
            {...control}
            {...register("seo_settings.description")}
          />
        )}
      </Field>
      <Field
        label={text.seoKeywords}
        error={errors.seo_settings?.keywords?.message}
        hint={text.seoKeywordsHint}
      >
        {(control) => (
          <Input maxLength={BLOG_LIMITS.seoKeywords} {...control} {...register("seo_settings.keywords")} />
        )}
      </Field>
    </div>
  );
}
