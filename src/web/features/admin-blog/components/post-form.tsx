import { useId, useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "../../../lib/toast";
import {
  blogPostFormSchema,
  type BlogPostFormInput,
  type BlogPostFormOutput,
} from "../../../../domain/schemas/blog-posts";
import { slugify } from "../../../../domain/slug";
import { ContentField } from "../../../components/blog/content-field";
import { SeoFields } from "../../../components/blog/seo-fields";
import { Button } from "../../../components/ui/button";
import { Checkbox } from "../../../components/ui/checkbox";
import { DialogClose } from "../../../components/ui/dialog";
import { Field } from "../../../components/ui/field";
import { ImageUploadField } from "../../../components/ui/image-upload-field";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { Textarea } from "../../../components/ui/textarea";
import type { AdminPost } from "../api/get-admin-post";
import { useSavePost } from "../api/save-post";
import { LANGUAGES, type Language } from "../../../../domain/languages";
import type { MessageId } from "../../../../i18n/catalogs";
import { NativeSelect } from "../../../components/ui/native-select";
import { useT } from "../../../i18n/use-t";

const LANGUAGE_LABELS: Record<Language, MessageId> = {
  en: "back-office.blog.languageEn",
  fr: "back-office.blog.languageFr",
};

const BLOG_IMAGE_UPLOAD_PATH = "/api/admin/uploads/blog-images";

function initialValues(post?: AdminPost): BlogPostFormInput {
  return {
    title: post?.title ?? "",
    slug: post?.slug ?? "",
    excerpt: post?.excerpt ?? "",
    content: post?.content ?? "",
    featured_image_url: post?.featured_image_url ?? null,
    seo_settings: {
      description: post?.seo_settings.description ?? "",
      keywords: post?.seo_settings.keywords ?? "",
    },
    language: post?.language ?? "en",
    // Spec section 4: 'Publish immediately' is off by default.
    publish: false,
  };
}

interface PostFormProps {
  /** The post being edited; absent for a new one. */
  post?: AdminPost;
  onSaved: () => void;
}

/** The super admin's blog form (spec section 5): title, slug, excerpt and content required. */
export function PostForm({ post, onSaved }: PostFormProps) {
  const t = useT();
  const id = useId();
  const save = useSavePost();
  // A new post's slug follows its title until the user types a slug of their own; an existing post keeps its address.
  const [slugTouched, setSlugTouched] = useState(post !== undefined);
  const {
    register,
    control,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<BlogPostFormInput, unknown, BlogPostFormOutput>({
    resolver: zodResolver(blogPostFormSchema),
    defaultValues: initialValues(post),
  });
  const content = useWatch({ control, name: "content" });
  const seoDescription = useWatch({ control, name: "seo_settings.description" });

  const onValid = async (values: BlogPostFormOutput) => {
    try {
      const saved = await save.mutateAsync({ id: post?.id, values });
      if (saved.slug !== values.slug) {
        toast.info(t("admin.blog.slugTaken", { wanted: values.slug, slug: saved.slug }));
      }
    } catch {
      // The mutation has told the user; the form stays open with what they typed.
      return;
    }
    onSaved();
  };

  const title = register("title", {
    onChange: (event: { target: { value: string } }) => {
      if (!slugTouched) setValue("slug", slugify(event.target.value), { shouldValidate: false });
    },
  });
  const slug = register("slug", {
    onChange: (event: { target: { value: string } }) => setSlugTouched(event.target.value !== ""),
    onBlur: (event: { target: { value: string } }) =>
      setValue("slug", slugify(event.target.value), { shouldValidate: true }),
  });

  return (
    <form onSubmit={handleSubmit(onValid)} noValidate>
      <fieldset disabled={isSubmitting} className="flex min-w-0 flex-col gap-4">
        <Field id={`${id}-title`} label={t("back-office.blog.title")} error={errors.title?.message}>
          {(control) => <Input required {...control} {...title} />}
        </Field>
        <Field
          id={`${id}-slug`}
          label={t("admin.blog.slug")}
          error={errors.slug?.message}
          hint={t("admin.blog.slugHint")}
        >
          {(control) => <Input required spellCheck={false} autoCapitalize="none" {...control} {...slug} />}
        </Field>
        <Field
          id={`${id}-excerpt`}
          label={t("back-office.blog.excerpt")}
          error={errors.excerpt?.message}
          hint={t("back-office.blog.excerptHint")}
        >
          {(control) => <Textarea rows={2} required {...control} {...register("excerpt")} />}
        </Field>
        <Field
          id={`${id}-language`}
          label={t("back-office.blog.language")}
          error={errors.language?.message}
          hint={t("admin.blog.languageHint")}
        >
          {(control) => (
            <NativeSelect className="sm:max-w-xs" {...control} {...register("language")}>
              {LANGUAGES.map((language) => (
                <option key={language} value={language}>
                  {t(LANGUAGE_LABELS[language])}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <ContentField textarea={register("content")} value={content} error={errors.content?.message} />
        <Controller
          control={control}
          name="featured_image_url"
          render={({ field }) => (
            <ImageUploadField
              label={t("back-office.blog.featuredImage")}
              value={field.value ?? null}
              onChange={field.onChange}
              uploadPath={BLOG_IMAGE_UPLOAD_PATH}
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
        {!post && (
          <Controller
            control={control}
            name="publish"
            render={({ field }) => (
              <div className="flex items-center gap-2">
                <Checkbox
                  id={`${id}-publish`}
                  checked={field.value === true}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                />
                <Label htmlFor={`${id}-publish`}>{t("admin.blog.publishNow")}</Label>
              </div>
            )}
          />
        )}
        <div className="mt-2 flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline">{t("back-office.cancel")}</Button>
          </DialogClose>
          <Button type="submit">{isSubmitting ? t("back-office.saving") : t("admin.blog.save")}</Button>
        </div>
      </fieldset>
    </form>
  );
}
