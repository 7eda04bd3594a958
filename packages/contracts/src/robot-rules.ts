/** 1 public, 2 private (spec section 3). */
export const RobotVisibility = { public: 1, private: 2 } as const;
/** 2 knowledge-based, 3 plain (spec section 3). */
export const RobotType = { knowledge: 2, plain: 3 } as const;

export const ROBOT_DEFAULTS = {
  robotCatagory: 1,
  robotVisibility: RobotVisibility.public,
  type: RobotType.plain,
} as const;

/** Longest portrait address accepted; longer ones are not something our uploads produce. */
export const HEADPORTRAIT_URL_MAX = 1024;
/** Longest search text accepted (the longest searchable field, robotIntro, is 100). */
export const ROBOT_SEARCH_KEYWORD_MAX = 100;

/** An absolute http(s) address, or a path the server's own upload call answered (`/uploads/...`). */
export const isPortraitUrl = (v: string): boolean => {
  if (/^\/uploads\/[A-Za-z0-9._~\-/]+$/.test(v)) return !v.split('/').includes('..');
  try {
    const url = new URL(v);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

/** The orders of the robot square (`sort` of /api/robot/search). */
export const ROBOT_SORTS = ['favorites', 'traffic', 'latest'] as const;

/**
 * The system prompt that choosing type 2 (knowledge-based) puts into the form. At chat time the server
 * replaces `{knowledge}` with the passages retrieved for the question (never the whole knowledge base).
 */
export const KNOWLEDGE_PLACEHOLDER = '{knowledge}';

export const KNOWLEDGE_PROMPT_TEMPLATE = {
  'zh-CN': [
    '你是一个基于知识库回答问题的助手。',
    '下面是从知识库中检索到的与用户问题相关的资料：',
    '"""',
    KNOWLEDGE_PLACEHOLDER,
    '"""',
    '请只根据上述资料回答用户的问题，回答要准确、简洁，必要时引用资料中的原文。',
    '如果资料中没有答案，请直接说明“知识库中没有找到相关内容”，不要编造。',
    '请使用用户提问所用的语言作答。',
  ].join('\n'),
  'en-US': [
    'You are an assistant that answers questions from a knowledge base.',
    'Here are the passages retrieved from the knowledge base for the user’s question:',
    '"""',
    KNOWLEDGE_PLACEHOLDER,
    '"""',
    'Answer only from the passages above, accurately and concisely, quoting them where it helps.',
    'If the answer is not in the passages, say plainly that the knowledge base does not contain it; do not make anything up.',
    'Answer in the language the user asked in.',
  ].join('\n'),
} as const;
export type KnowledgePromptLocale = keyof typeof KNOWLEDGE_PROMPT_TEMPLATE;
