/**
 * Made-up robots for the bench: names, intros and keywords assembled from word lists, half Chinese and
 * half English, with lengths like the ones people really type (names 4-20 characters, intros 15-80,
 * 3-6 keywords). A seeded generator makes every run insert the same rows.
 */

const ZH_TOPICS = [
  '写作',
  '翻译',
  '编程',
  '旅行',
  '咖啡',
  '健身',
  '英语',
  '数学',
  '历史',
  '摄影',
  '美食',
  '理财',
  '法律',
  '心理',
  '音乐',
  '电影',
  '读书',
  '营销',
  '设计',
  '游戏',
  '育儿',
  '宠物',
  '园艺',
  '天文',
  '化学',
  '物理',
  '诗词',
  '面试',
  '简历',
  '周报',
  '会议',
  '客服',
  '医疗',
  '养生',
  '瑜伽',
  '跑步',
  '绘画',
  '书法',
  '围棋',
  '象棋',
  '汽车',
  '房产',
  '股票',
  '基金',
  '保险',
  '电商',
  '短视频',
  '直播',
];
const ZH_ROLES = [
  '助手',
  '顾问',
  '老师',
  '教练',
  '专家',
  '小帮手',
  '规划师',
  '达人',
  '问答',
  '机器人',
  '管家',
  '向导',
];
const ZH_ADJ = [
  '智能',
  '贴心',
  '专业',
  '高效',
  '有趣',
  '资深',
  '全能',
  '温柔',
  '严谨',
  '快乐',
  '极简',
  '私人',
];
const ZH_INTRO = [
  '帮你解答关于{t}的各种问题，随时在线。',
  '专注{t}领域，给出清晰、实用、可执行的建议。',
  '从入门到进阶，陪你一步步掌握{t}。',
  '告诉我你的需求，我来为你量身定制{t}方案，并解释每一步的理由。',
  '{t}爱好者的好朋友：推荐、答疑、分享经验。',
  '用通俗易懂的语言讲清楚{t}里的难点和常见误区。',
];
const EN_TOPICS = [
  'writing',
  'translation',
  'coding',
  'travel',
  'coffee',
  'fitness',
  'grammar',
  'math',
  'history',
  'photography',
  'cooking',
  'budgeting',
  'legal',
  'wellbeing',
  'music',
  'movies',
  'books',
  'marketing',
  'design',
  'gaming',
  'parenting',
  'pets',
  'gardening',
  'astronomy',
  'chemistry',
  'physics',
  'poetry',
  'interview',
  'resume',
  'reports',
  'meetings',
  'support',
  'health',
  'yoga',
  'running',
  'sql',
  'python',
  'javascript',
  'startup',
  'sales',
  'ecommerce',
  'video',
  'podcast',
  'climate',
  'science',
  'career',
];
const EN_ROLES = [
  'Assistant',
  'Advisor',
  'Tutor',
  'Coach',
  'Expert',
  'Helper',
  'Planner',
  'Guide',
  'Buddy',
  'Bot',
  'Mentor',
  'Concierge',
];
const EN_ADJ = [
  'Smart',
  'Friendly',
  'Pro',
  'Quick',
  'Clever',
  'Senior',
  'Handy',
  'Calm',
  'Precise',
  'Happy',
  'Simple',
  'Personal',
];
const EN_INTRO = [
  'Answers your questions about {t}, any time of day.',
  'Clear, practical and actionable advice on {t}.',
  'From the basics to advanced {t}, one step at a time.',
  'Tell me what you need and I will plan your {t} with reasons for every step.',
  'A friend for {t} fans: tips, answers and recommendations.',
  'Explains the tricky parts and common mistakes of {t} in plain words.',
];

/** mulberry32: small, fast and good enough to spread rows evenly. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface BenchRobot {
  name: string;
  intro: string;
  keywords: string;
  category: number;
  views: number;
  chats: number;
  favorites: number;
}

export function makeRobot(rand: () => number, i: number): BenchRobot {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
  const chinese = i % 2 === 0;
  const topics = chinese ? ZH_TOPICS : EN_TOPICS;
  const topic = pick(topics);
  const others = Array.from({ length: 2 + Math.floor(rand() * 4) }, () => pick(topics));
  const keywords = [...new Set([topic, ...others])].join(',');
  const name = chinese
    ? `${rand() < 0.6 ? pick(ZH_ADJ) : ''}${topic}${pick(ZH_ROLES)}`
    : `${rand() < 0.6 ? `${pick(EN_ADJ)} ` : ''}${topic[0]!.toUpperCase()}${topic.slice(1)} ${pick(EN_ROLES)}`;
  const intro = pick(chinese ? ZH_INTRO : EN_INTRO).replace('{t}', topic);
  // Long tails: most robots are barely seen, a few are popular.
  const views = Math.floor(rand() ** 4 * 50_000);
  const chats = Math.floor(views * rand() * 0.5);
  const favorites = Math.floor(views * rand() * 0.05);
  return { name, intro, keywords, category: 1 + (i % 10), views, chats, favorites };
}
