import { useId } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { TriangleAlert } from "lucide-react";
import {
  agentBlogPostSchema,
  type AgentBlogPost,
  type AgentBlogPostInput,
} from "../../../../domain/schemas/blog-posts";
import { slugFromTitle } from "../../../../domain/slug";
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
import { addressHint, dashboardBlogMessages as text, newAddressHint } from "../messages";

/** Spec section 7: an agent's images go to blog-images under their agent id. */
const IMAGE_UPLOAD_PATH = "/api/dashboard/blog/images";

function initialValues(post?: OwnPost): AgentBlogPostInput {
  return {
    title: post?.title ?? "",
    excerpt: post?.excerpt ?? "",
    content: post?.content ?? "",
    featured_image_url: post?.featured_image_url ?? null,
    seo_settings: {
      description: post?.seo_settings.description ?? "",
      keywords: post?.seo_settings.keywords ?? "",
    },
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
  const id = useId();
  const save = useSaveOwnPost();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<AgentBlogPostInput, unknown, AgentBlogPost>({
    resolver: zodResolver(agentBlogPostSchema),
    defaultValues: initialValues(post),
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
          label={text.title}
          error={errors.title?.message}
          hint={post ? addressHint(post.slug) : newAddressHint(slugFromTitle(title ?? ""))}
        >
          {(control) => <Input required {...control} {...register("title")} />}
        </Field>
        <Field
          id={`${id}-excerpt`}
          label={text.excerpt}
          error={errors.excerpt?.message}
          hint={text.excerptHint}
        >
          {(control) => <Textarea rows={2} {...control} {...register("excerpt")} />}
        </Field>
        <ContentField textarea={register("content")} value={content ?? ""} error={errors.content?.message} />
        <Controller
          control={control}
          name="featured_image_url"
          render={({ field }) => (
            <ImageUploadField
              label={text.featuredImage}
              value={field.value ?? null}
              onChange={field.onChange}
              uploadPath={IMAGE_UPLOAD_PATH}
              failureMessage={text.uploadFailed}
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
            {text.republishWarning}
          </p>
        )}
        <div className="mt-2 flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline">{text.cancel}</Button>
          </DialogClose>
          <Button type="submit">
            {isSubmitting ? text.saving : unpublishes ? text.saveAndResubmit : text.save}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
