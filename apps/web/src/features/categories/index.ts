/** The categories feature's public surface. */
export { useRobotCategoriesSync } from './api/get-robot-categories.ts';
