import type { ChatPlugin } from '@robot/contracts';
import type { ModelInfo } from '../ai/model-provider.ts';
import type { CurrentUser } from '../auth/auth.service.ts';

/**
 * Which of the models on offer a caller may choose (their limits: allowed models, premium). The
 * limits module implements it; GET /api/chat/models answers only what it keeps. A visitor (null) is
 * shown what a new user could use.
 */
export interface ModelAccess {
  filter(user: CurrentUser | null, models: ModelInfo[]): Promise<ModelInfo[]>;
}

/** Everyone may use every model (until the limits module's access is wired in). */
export const allowAllModels: ModelAccess = { filter: async (_user, models) => models };

/** The enabled plugins as the chat's model list shows them (the plugins module fills it). */
export interface PluginCatalog {
  enabled(): ChatPlugin[];
}

export const noPlugins: PluginCatalog = { enabled: () => [] };
