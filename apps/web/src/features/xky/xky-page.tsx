import { DirectoryListPage } from '../directories/index.ts';
import { XkyShowcase } from './xky-showcase.tsx';

/** /xky: the store AI system and its seven modules, then the industry applications built on it. */
export function XkyPage() {
  return <DirectoryListPage kind="xky" hero={<XkyShowcase headingLevel={1} />} />;
}
