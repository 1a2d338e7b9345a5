import { Controller, useFormContext } from "react-hook-form";
import type { AgentPictureKind } from "../../../../domain/schemas/dashboard-profile";
import { ImageUploadField } from "../../../components/ui/image-upload-field";

interface PictureFieldProps {
  /** The form field holding the picture's address ('' for none). */
  name: string;
  kind: AgentPictureKind;
  label: string;
  failureMessage: string;
}

/**
 * A picture of the agent's page: uploaded at once under their id (image only, with progress) and
 * shown here; the tab's save puts it on the page and removes the picture it replaces.
 */
export function PictureField({ name, kind, label, failureMessage }: PictureFieldProps) {
  const { control } = useFormContext();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <ImageUploadField
          label={label}
          value={typeof field.value === "string" && field.value !== "" ? field.value : null}
          onChange={(url) => field.onChange(url ?? "")}
          uploadPath={`/api/dashboard/profile/images/${kind}`}
          failureMessage={failureMessage}
        />
      )}
    />
  );
}
