import { Limits, type AdviceKind } from '@robot/contracts';
import type { ChatTurn } from '../ai/model-provider.ts';

export type AdviceLanguage = 'zh-CN' | 'en-US';

/** What each kind asks the model for, and the most characters of it the form field can take. */
const KINDS: Record<AdviceKind, { maxChars: number; maxTokens: number; zh: string; en: string }> = {
  name: {
    maxChars: Limits.robotName,
    maxTokens: 40,
    zh: '根据用户目前填写的内容，为这个机器人起一个简短、好记的名字（不超过 12 个字）。只回答名字本身，只给一个，不要引号、不要解释。',
    en: 'From what the user has written so far, suggest ONE short, memorable name for this robot (at most 30 characters). Answer with the name only: no quotes, no explanation.',
  },
  intro: {
    maxChars: Limits.robotIntro,
    maxTokens: 120,
    zh: '根据用户目前填写的内容，用一句话介绍这个机器人能为用户做什么（不超过 60 个字）。只回答这句话，不要引号、不要解释。',
    en: 'From what the user has written so far, write a one-sentence introduction of what this robot does for its users (at most 100 characters). Answer with the sentence only: no quotes, no explanation.',
  },
  guidence: {
    maxChars: Limits.robotGuideWords,
    maxTokens: 200,
    zh: '根据用户目前填写的内容，给出三个用户可以向这个机器人提出的开场问题，每行一个，不要编号、不要其他文字。每个问题不超过 25 个字。',
    en: 'From what the user has written so far, suggest three opening questions a user could ask this robot, one per line, without numbering or any other text. Keep each under 80 characters.',
  },
  prompt: {
    maxChars: Limits.prompt,
    maxTokens: 1500,
    zh: '根据用户目前填写的内容，为这个机器人写一份完整的系统提示词（system prompt）：它的角色、能做什么、回答的风格和语气、需要遵守的限制。直接输出提示词正文，不超过 1500 个字，不要解释。',
    en: 'From what the user has written so far, write a complete system prompt for this robot: its role, what it helps with, the style and tone of its answers, and the limits it keeps. Output the prompt text only, at most 2000 characters, no explanation.',
  },
};

const CONTEXT = {
  'zh-CN':
    '你在“机器人广场”帮助用户创建 AI 对话机器人。用户的输入是他目前为机器人填写的信息（至少有名字，可能还有介绍、引导语、提示词等）。',
  'en-US':
    "You help users create AI chat robots on Robot Square. The user's message is what they have filled in for their robot so far (at least its name; maybe an introduction, opening questions, a prompt).",
} as const;

const ANSWER_IN = {
  'zh-CN': '请用简体中文回答。',
  'en-US': 'Answer in English.',
} as const;

export const adviceLimits = (kind: AdviceKind) => ({
  maxChars: KINDS[kind].maxChars,
  maxTokens: KINDS[kind].maxTokens,
});

/** The messages for one suggestion: the kind's instructions as the system message, the user's draft after. */
export function adviceMessages(
  kind: AdviceKind,
  draft: string,
  language: AdviceLanguage,
): ChatTurn[] {
  const task = language === 'zh-CN' ? KINDS[kind].zh : KINDS[kind].en;
  return [
    { role: 'system', content: `${CONTEXT[language]}\n${task}\n${ANSWER_IN[language]}` },
    { role: 'user', content: draft },
  ];
}

/**
 * The language to answer in: the browser's first choice (zh* is Chinese, anything else English); with
 * no header, Chinese when the draft is written in Chinese.
 */
export function adviceLanguageOf(
  acceptLanguage: string | undefined,
  draft: string,
): AdviceLanguage {
  const first = acceptLanguage?.split(',')[0]?.trim().toLowerCase();
  if (first) return first.startsWith('zh') ? 'zh-CN' : 'en-US';
  return /\p{Script=Han}/u.test(draft) ? 'zh-CN' : 'en-US';
}
