/**
 * The robot categories every install starts with. Robots default to category 1, so id 1 must always
 * exist. Ids are part of the data (robots store them): append new ones, never renumber.
 */
export interface CategorySeed {
  id: number;
  nameZh: string;
  nameEn: string;
}

export const robotCategorySeeds: readonly CategorySeed[] = [
  { id: 1, nameZh: '通用助手', nameEn: 'General' },
  { id: 2, nameZh: '写作创作', nameEn: 'Writing' },
  { id: 3, nameZh: '编程开发', nameEn: 'Programming' },
  { id: 4, nameZh: '学习教育', nameEn: 'Education' },
  { id: 5, nameZh: '办公效率', nameEn: 'Productivity' },
  { id: 6, nameZh: '营销商业', nameEn: 'Marketing & Business' },
  { id: 7, nameZh: '生活娱乐', nameEn: 'Lifestyle & Fun' },
  { id: 8, nameZh: '健康医疗', nameEn: 'Health' },
  { id: 9, nameZh: '翻译语言', nameEn: 'Translation' },
  { id: 10, nameZh: '知识问答', nameEn: 'Knowledge Q&A' },
];

/** The id a robot gets when none is chosen. */
export const DEFAULT_ROBOT_CATEGORY = 1;

/** AI-tool directory categories (a tool names 1 to 4). */
export const aiToolCategorySeeds: readonly CategorySeed[] = [
  { id: 1, nameZh: 'AI 写作', nameEn: 'Writing' },
  { id: 2, nameZh: 'AI 绘画', nameEn: 'Image generation' },
  { id: 3, nameZh: 'AI 视频', nameEn: 'Video' },
  { id: 4, nameZh: 'AI 音频', nameEn: 'Audio & voice' },
  { id: 5, nameZh: 'AI 编程', nameEn: 'Coding' },
  { id: 6, nameZh: 'AI 办公', nameEn: 'Office & productivity' },
  { id: 7, nameZh: 'AI 聊天', nameEn: 'Chatbots' },
  { id: 8, nameZh: 'AI 设计', nameEn: 'Design' },
  { id: 9, nameZh: 'AI 学习', nameEn: 'Learning' },
  { id: 10, nameZh: 'AI 营销', nameEn: 'Marketing' },
  { id: 11, nameZh: '开发平台', nameEn: 'Developer platforms' },
  { id: 12, nameZh: 'AI 搜索', nameEn: 'Search' },
];

/** Article (AI genius hall) categories (an article names 1 to 3). */
export const articleCategorySeeds: readonly CategorySeed[] = [
  { id: 1, nameZh: '入门指南', nameEn: 'Getting started' },
  { id: 2, nameZh: '提示词技巧', nameEn: 'Prompting' },
  { id: 3, nameZh: '行业洞察', nameEn: 'Industry insight' },
  { id: 4, nameZh: '技术解读', nameEn: 'Technology explained' },
  { id: 5, nameZh: '案例实践', nameEn: 'Case studies' },
  { id: 6, nameZh: '工具评测', nameEn: 'Tool reviews' },
  { id: 7, nameZh: '人物访谈', nameEn: 'Interviews' },
];

/** Industry-application categories (an application names 1 to 3). */
export const xkyCategorySeeds: readonly CategorySeed[] = [
  { id: 1, nameZh: '零售门店', nameEn: 'Retail stores' },
  { id: 2, nameZh: '餐饮', nameEn: 'Restaurants' },
  { id: 3, nameZh: '美容美发', nameEn: 'Beauty & hair' },
  { id: 4, nameZh: '服装', nameEn: 'Fashion' },
  { id: 5, nameZh: '教育培训', nameEn: 'Education & training' },
  { id: 6, nameZh: '医疗健康', nameEn: 'Health care' },
  { id: 7, nameZh: '酒店文旅', nameEn: 'Hotels & travel' },
  { id: 8, nameZh: '汽车服务', nameEn: 'Car services' },
];
