import { customTesterMessages } from '@app/shared/contracts';

export interface TesterDraft {
  wisdom: string;
  systemPrompt: string;
  guidancePrompt: string;
  jsonPrompt: string;
}

/**
 * docs/product.md §5: the first problem, in the product's order, or null. The JSON field is only
 * required here; its syntax is the server's to judge (it says exactly what is wrong).
 */
export function firstProblem(draft: TesterDraft): string | null {
  if (!draft.systemPrompt.trim()) return customTesterMessages.systemPrompt;
  if (!draft.wisdom) return customTesterMessages.wisdom;
  if (!draft.guidancePrompt.trim()) return customTesterMessages.prompt;
  if (!draft.jsonPrompt.trim()) return customTesterMessages.json;
  return null;
}
