/** An AI tool's detail page in markdown: what it is, its features, how to start, a tip (zh and en). */

export const detail = (about: string, features: string[], steps: string[], tip: string): string =>
  [
    about,
    '',
    '### 主要功能',
    ...features.map((f) => `- ${f}`),
    '',
    '### 如何使用',
    ...steps.map((s, i) => `${i + 1}. ${s}`),
    '',
    `> ${tip}`,
  ].join('\n');

export const detailEn = (about: string, features: string[], steps: string[], tip: string): string =>
  [
    about,
    '',
    '### Features',
    ...features.map((f) => `- ${f}`),
    '',
    '### How to use it',
    ...steps.map((s, i) => `${i + 1}. ${s}`),
    '',
    `> ${tip}`,
  ].join('\n');
