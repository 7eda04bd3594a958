/** The industry-application showcase (/xky): the store AI system and its seven modules. */
export { XkyShowcase } from './xky-showcase.tsx';
