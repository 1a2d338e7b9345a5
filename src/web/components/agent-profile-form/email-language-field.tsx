import { useFormContext } from "react-hook-form";
import { LANGUAGES } from "../../../domain/languages";
import { Field } from "../ui/field";
import { NativeSelect } from "../ui/native-select";
import { useT } from "../../i18n/use-t";

/**
 * The language Vayu writes the broker's e-mails in (new lead notices, the follow-ups e-mail…), whatever
 * the dashboard's. For a form with a `preferred_language` field: the broker's profile tab and the super
 * admin's agent form.
 */
export function EmailLanguageField({ hint }: { hint: string }) {
  const t = useT();
  const { register } = useFormContext<{ preferred_language?: string }>();
  return (
    <Field label={t("dashboard.profile.emailLanguage")} hint={hint}>
      {(control) => (
        <NativeSelect {...control} {...register("preferred_language")}>
          {LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {t(`dashboard.profile.language.${language}`)}
            </option>
          ))}
        </NativeSelect>
      )}
    </Field>
  );
}
