import type { EngineAnswer } from "../../../domain/chat/reply";
import { fallbackAnswer } from "../../../domain/chat/reply";
import { translatorFor } from "../../../i18n/intl";
import type { Locale } from "../../../i18n/locale";

/** The spec's fallback answer in `language`, in the widget's words. */
export function fallbackIn(language: Locale): EngineAnswer {
  return fallbackAnswer(translatorFor(language)("chat.fallbackAnswer"));
}
