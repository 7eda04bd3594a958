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
