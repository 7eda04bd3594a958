import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { listOf } from './envelope.ts';

export const category = z.object({
  id: z.number().int(),
  nameEn: z.string(),
  nameZh: z.string(),
});
export type Category = z.infer<typeof category>;

export const dictApi = {
  robotCategories: endpoint({
    method: 'GET',
    path: '/api/dict/category/robot',
    data: listOf(category),
  }),
};
