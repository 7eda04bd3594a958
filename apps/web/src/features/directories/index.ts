/** The directories feature's public surface (AI tools, articles, industry applications). */
export { kinds, type KindDescriptor } from './kinds.ts';
export { useDirectoryCategories } from './api/get-categories.ts';
