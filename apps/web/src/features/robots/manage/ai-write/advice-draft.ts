import { ADVICE_MESSAGE_MAX, type AdviceKind } from '@robot/contracts/client';
import type { RobotFormValues } from '../robot-form-values.ts';

/** The form field each kind of suggestion writes into. */
export const adviceField = {
  name: 'robotName',
  intro: 'robotIntro',
  guidence: 'robotGuideWords',
  prompt: 'prompt',
} as const satisfies Record<AdviceKind, keyof RobotFormValues>;

export type AdviceField = (typeof adviceField)[AdviceKind];

/** What the server's advice prompt reads, in this order: the name first, it anchors every kind. */
const draftFields = ['robotName', 'keywords', 'robotIntro', 'robotGuideWords', 'prompt'] as const;

/** The field's label in the app's language, e.g. 'Introduction'. */
export type LabelOf = (field: (typeof draftFields)[number]) => string;

/**
 * The `message` of an advice request: what the user has filled in so far, one labelled part per
 * field (the server's prompt says the message is the robot's draft, at least its name). The field
 * being written is included too, so a suggestion can build on what is there. Empty fields are left
 * out; the whole stays within the server's message limit (the prompt, the longest, gives way).
 */
export function adviceDraft(values: Partial<RobotFormValues>, labelOf: LabelOf): string {
  const parts = draftFields
    .map((field) => [field, String(values[field] ?? '').trim()] as const)
    .filter(([, text]) => text !== '')
    .map(([field, text]) => `${labelOf(field)}:\n${text}`);
  // The server counts UTF-16 units; the form's own limits keep a draft far below this anyway.
  return parts.join('\n\n').slice(0, ADVICE_MESSAGE_MAX);
}

/** AI writing needs a robot name longer than one character (spec section 5). */
export const isMeaningfulName = (name: string | undefined): boolean =>
  Array.from((name ?? '').trim()).length > 1;
