import type { KnowledgeEntry } from "./entry";
import { buyingTopics } from "./topics-buying";
import { lendingTopics } from "./topics-lending";
import { serviceTopics } from "./topics-service";

/** Every topic Vayu answers without a language model. */
export const KNOWLEDGE_BASE: readonly KnowledgeEntry[] = [
  ...lendingTopics,
  ...buyingTopics,
  ...serviceTopics,
];
