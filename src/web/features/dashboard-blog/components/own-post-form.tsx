import { useId } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { TriangleAlert } from "lucide-react";
import {
  agentBlogPostSchema,
  type AgentBlogPost,
  type AgentBlogPostInput,
} from "../../../../domain/schemas/blog-posts";
import { LANGUAGES, type Language } from "../../../../domain/languages";
import { slugFromTitle } from "../../../../domain/slug";
import { languageOf } from "../../../../i18n/locale";
import { EXCERPT_FALLBACK_LENGTH } from "../../../../domain/schemas/blog-posts";
import { ContentField } from "../../../components/blog/content-field";
import { SeoFields } from "../../../components/blog/seo-fields";
import { Button } from "../../../components/ui/button";
import { DialogClose } from "../../../components/ui/dialog";
import { Field } from "../../../components/ui/field";
import { ImageUploadField } from "../../../components/ui/image-upload-field";
import { Input } from "../../../components/ui/input";
import { Textarea } from "../../../components/ui/textarea";
import type { OwnPost } from "../api/get-own-post";
import { useSaveOwnPost } from "../api/save-own-post";
import { useLocale, useT } from "../../../i18n/use-t";
import { NativeSelect } from "../../../components/ui/native-select";

/** Spec section 7: an agent's images go to blog-images under their agent id. */
const IMAGE_UPLOAD_PATH = "/api/dashboard/blog/images";

/** A new post starts in the dashboard's language: a broker working in French most likely writes in French. */
function initialValues(post: OwnPost | undefined, language: Language): AgentBlogPostInput {
  return {
    title: post?.title ?? "",
    excerpt: post?.excerpt ?? "",
    content: post?.content ?? "",
    featured_image_url: post?.featured_image_url ?? null,
    seo_settings: {
      description: post?.seo_settings.description ?? "",
      keywords: post?.seo_settings.keywords ?? "",
    },
    language: post?.language ?? language,
  };
}

interface OwnPostFormProps {
  /** The post being edited; absent for a new one. */
  post?: OwnPost;
  onSaved: () => void;
}

/**
 * An agent's blog form (spec section 5: only title and content required). It has no slug field and
 * no publish switch: the slug follows the title, and a super admin publishes.
 */
export function OwnPostForm({ post, onSaved }: OwnPostFormProps) {
  const t = useT();
  const id = useId();
  const save = useSaveOwnPost();
  const locale = useLocale();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<AgentBlogPostInput, unknown, AgentBlogPost>({
    resolver: zodResolver(agentBlogPostSchema),
    defaultValues: initialValues(post, languageOf(locale)),
  });
  const [title, content, seoDescription] = useWatch({
    control,
    name: ["title", "content", "seo_settings.description"],
  });
  const unpublishes = post?.is_published === true;

  const onValid = async (values: AgentBlogPost) => {
    try {
      await save.mutateAsync({ id: post?.id, values });
    } catch {
      // The mutation has told the user; the form stays open with what they typed.
      return;
    }
    onSaved();
  };

  return (
    <form onSubmit={handleSubmit(onValid)} noValidate>
      <fieldset disabled={isSubmitting} className="flex min-w-0 flex-col gap-4">
        <Field
          id={`${id}-title`}
          label={t("back-office.blog.title")}
          error={errors.title?.message}
          hint={
            post
              ? t("dashboard.blog.addressHint", { slug: post.slug })
              : t("dashboard.blog.newAddressHint", { slug: slugFromTitle(title ?? "") })
          }
        >
          {(control) => <Input required {...control} {...register("title")} />}
        </Field>
        <Field
          id={`${id}-language`}
          label={t("back-office.blog.language")}
          error={errors.language?.message}
          className="sm:max-w-60"
        >
          {(control) => (
            <NativeSelect {...control} {...register("language")}>
              {LANGUAGES.map((language) => (
                <option key={language} value={language}>
                  {t(language === "fr" ? "back-office.blog.languageFr" : "back-office.blog.languageEn")}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field
          id={`${id}-excerpt`}
          label={t("back-office.blog.excerpt")}
          error={errors.excerpt?.message}
          hint={t("dashboard.blog.excerptHint", { count: EXCERPT_FALLBACK_LENGTH })}
        >
          {(control) => <Textarea rows={2} {...control} {...register("excerpt")} />}
        </Field>
        <ContentField textarea={register("content")} value={content ?? ""} error={errors.content?.message} />
        <Controller
          control={control}
          name="featured_image_url"
          render={({ field }) => (
            <ImageUploadField
              label={t("back-office.blog.featuredImage")}
              value={field.value ?? null}
              onChange={field.onChange}
              uploadPath={IMAGE_UPLOAD_PATH}
              failureMessage={t("back-office.blog.uploadFailed")}
              disabled={isSubmitting}
            />
          )}
        />
        {errors.featured_image_url?.message && (
          <p className="text-sm font-medium text-destructive">{errors.featured_image_url.message}</p>
        )}
        <SeoFields
          description={register("seo_settings.description")}
          keywords={register("seo_settings.keywords")}
          descriptionLength={(seoDescription ?? "").length}
          errors={{
            description: errors.seo_settings?.description?.message,
            keywords: errors.seo_settings?.keywords?.message,
          }}
        />
        {unpublishes && (
          <p className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
            <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {t("dashboard.blog.republishWarning")}
          </p>
        )}
        <div className="mt-2 flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline">{t("back-office.cancel")}</Button>
          </DialogClose>
          <Button type="submit">
            {isSubmitting
              ? t("back-office.saving")
              : unpublishes
                ? t("dashboard.blog.saveAndResubmit")
                : t("dashboard.blog.save")}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
