import type { Locale } from "../../i18n/locale";
import type { KnowledgeEntry } from "./entry";
import { buyingTopics } from "./topics-buying";
import { buyingTopicsFr } from "./topics-buying-fr";
import { lendingTopics } from "./topics-lending";
import { lendingTopicsFr } from "./topics-lending-fr";
import { serviceTopics } from "./topics-service";
import { serviceTopicsFr } from "./topics-service-fr";

/** Every topic Vayu answers without a language model. */
export const KNOWLEDGE_BASE: readonly KnowledgeEntry[] = [
  ...lendingTopics,
  ...buyingTopics,
  ...serviceTopics,
];

/** The same topics in French, in the same order and with the same ids. */
export const KNOWLEDGE_BASE_FR: readonly KnowledgeEntry[] = [
  ...lendingTopicsFr,
  ...buyingTopicsFr,
  ...serviceTopicsFr,
];

/** The knowledge base in which the assistant answers a question in `language`. */
export function knowledgeBase(language: Locale): readonly KnowledgeEntry[] {
  return language === "fr-CA" ? KNOWLEDGE_BASE_FR : KNOWLEDGE_BASE;
}
