import type { AiToolCard, AiToolItem, ArticleCard, ArticleItem } from '@robot/contracts';

const common = {
  ownerUUID: 'owner-1',
  ownerNickname: 'Ada',
  categories: [1],
  viewCount: 10,
  favoriteCount: 2,
  isFavorite: false,
  hidden: false,
  featured: false,
  createdAt: '2030-01-01T00:00:00.000Z',
  updatedAt: '2030-01-02T00:00:00.000Z',
};

export const aiToolCardFixture = (over: Partial<AiToolCard> = {}): AiToolCard => ({
  ...common,
  uuid: '11111111-1111-4111-8111-111111111111',
  image: '',
  name: 'Sketch Pal',
  intro: 'Turns doodles into pictures',
  url: 'https://sketch.example.com',
  ...over,
});

export const aiToolFixture = (over: Partial<AiToolItem> = {}): AiToolItem => ({
  ...aiToolCardFixture(),
  detail: '## How it works\n\nDraw, then **press go**.',
  ...over,
});

export const articleCardFixture = (over: Partial<ArticleCard> = {}): ArticleCard => ({
  ...common,
  uuid: '33333333-3333-4333-8333-333333333333',
  cover: '',
  title: 'Prompting for beginners',
  excerpt: 'Five habits that make answers better',
  ...over,
});

export const articleFixture = (over: Partial<ArticleItem> = {}): ArticleItem => {
  const { excerpt: _excerpt, ...card } = articleCardFixture();
  return {
    ...card,
    content: [
      '# Prompting for beginners',
      'Start small.',
      '## Be specific',
      'Say what you want.',
      '## Give examples',
      '```',
      '# not a heading',
      '```',
      '### Show the format',
      'A table or a list.',
    ].join('\n\n'),
    ...over,
  };
};

export const directoryCategories = [
  { id: 1, nameEn: 'Writing', nameZh: '写作' },
  { id: 2, nameEn: 'Images', nameZh: '图像' },
];
