/** TanStack Query keys of the admin operations sections (content, requirements, logs, models, plugins, config). */
export const opsKeys = {
  content: ['admin', 'ops', 'content'] as const,
  contentList: (q: object) => ['admin', 'ops', 'content', q] as const,
  requirements: ['admin', 'ops', 'requirements'] as const,
  requirementsList: (q: object) => ['admin', 'ops', 'requirements', 'list', q] as const,
  requirementsNew: ['admin', 'ops', 'requirements', 'new'] as const,
  logs: (q: object) => ['admin', 'ops', 'logs', q] as const,
  models: ['admin', 'ops', 'models'] as const,
  plugins: ['admin', 'ops', 'plugins'] as const,
  config: ['admin', 'ops', 'config'] as const,
};
