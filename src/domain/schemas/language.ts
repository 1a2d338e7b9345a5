import { z } from "zod";
import { LANGUAGES } from "../languages";
import { oneOfError } from "./common";

/** "en" or "fr": a blog post's language, a broker's preferred language for their e-mails. */
export const languageSchema = z.enum(LANGUAGES, oneOfError(LANGUAGES));
