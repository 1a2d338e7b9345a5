import { z } from "zod";
import { LANGUAGES } from "../languages";

/** "en" or "fr": a blog post's language, a broker's preferred language for their e-mails. */
export const languageSchema = z.enum(LANGUAGES, { error: `Must be one of ${LANGUAGES.join(", ")}` });
