import type { ChatModel, ChatPlugin } from '@robot/contracts';
import { useCallback, useMemo, useState } from 'react';
import { StorageKeys } from '../../../lib/storage-keys.ts';
import { useChatModelsQuery } from '../../../lib/use-chat-models.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import type { ChatTree } from '../lib/conversation-tree.ts';
import type { TurnChoice } from './use-chat-session.ts';

const read = (key: string): string | null => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
};

const write = (key: string, value: string) => {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Private mode or a full storage: the choice just is not remembered.
  }
};

const NO_PLUGINS: ChatPlugin[] = [];

export interface ModelChoice {
  /** the offered models; empty while loading, when offline, or on a failed load */
  models: ChatModel[];
  /** the model the next turn uses (null: the server's default, e.g. offline) */
  model: ChatModel | null;
  /** the picker is worth showing: a model answers and there is more than one */
  showPicker: boolean;
  pick: (id: string) => void;
  /** the enabled plugins, when the model supports tools */
  plugins: ChatPlugin[];
  /** every enabled plugin (names of a conversation's plugins) */
  allPlugins: ChatPlugin[];
  maxPlugins: number;
  pluginIds: string[];
  setPluginIds: (ids: string[]) => void;
  /** plugins were dropped because the picked model has no tools */
  pluginsCleared: boolean;
  /** what a turn sends */
  choice: () => TurnChoice;
}

/**
 * The model (and, for a new conversation, the plugins) of the next turn. The default is the
 * conversation's own model while it is still offered, else the user's last pick (remembered per user),
 * else the server's default.
 */
export function useModelChoice(tree: ChatTree): ModelChoice {
  const { data } = useChatModelsQuery();
  const userUUID = useAuthStore((s) => s.user?.uuid ?? null);
  const storageKey = `${StorageKeys.chatModel}.${userUUID ?? 'guest'}`;
  const [picked, setPicked] = useState<{ for: string | null; id: string } | null>(null);
  const [pluginIds, setPluginIdsState] = useState<string[]>([]);
  const [pluginsCleared, setPluginsCleared] = useState(false);

  const models = useMemo(() => (data && !data.offline ? data.models : []), [data]);
  const find = useCallback(
    (id: string | null | undefined) => (id ? models.find((m) => m.id === id) : undefined),
    [models],
  );
  const model =
    (picked && picked.for === tree.conversationId ? find(picked.id) : undefined) ??
    (tree.conversationId ? find(tree.currentModel) : undefined) ??
    find(read(storageKey)) ??
    find(data?.defaultModel) ??
    models[0] ??
    null;

  const plugins = useMemo(
    () => (model?.supportsTools ? (data?.plugins ?? NO_PLUGINS) : NO_PLUGINS),
    [model, data?.plugins],
  );
  const maxPlugins = data?.maxPlugins ?? 3;

  // Every part is kept between drawings while nothing it depends on changes, so the object is the
  // same and what draws from it (the question box's bar) is skipped as an answer streams in.
  const conversationId = tree.conversationId;
  const pick = useCallback(
    (id: string) => {
      const next = find(id);
      if (!next) return;
      setPicked({ for: conversationId, id });
      write(storageKey, id);
      if (!next.supportsTools && pluginIds.length > 0) {
        setPluginIdsState([]);
        setPluginsCleared(true);
      } else {
        setPluginsCleared(false);
      }
    },
    [find, conversationId, storageKey, pluginIds.length],
  );

  const setPluginIds = useCallback(
    (ids: string[]) => {
      setPluginIdsState(ids.slice(0, maxPlugins));
      setPluginsCleared(false);
    },
    [maxPlugins],
  );

  const modelId = model?.id;
  const choice = useMemo(() => {
    const sentPlugins = model?.supportsTools
      ? pluginIds.filter((id) => plugins.some((p) => p.id === id)).slice(0, maxPlugins)
      : [];
    return (): TurnChoice => ({
      ...(modelId ? { model: modelId } : {}),
      ...(sentPlugins.length ? { plugins: sentPlugins } : {}),
    });
  }, [model?.supportsTools, modelId, pluginIds, plugins, maxPlugins]);

  const allPlugins = data?.plugins ?? NO_PLUGINS;
  return useMemo(
    () => ({
      models,
      model,
      showPicker: models.length > 1,
      pick,
      plugins,
      allPlugins,
      maxPlugins,
      pluginIds,
      setPluginIds,
      pluginsCleared,
      choice,
    }),
    [
      models,
      model,
      pick,
      plugins,
      allPlugins,
      maxPlugins,
      pluginIds,
      setPluginIds,
      pluginsCleared,
      choice,
    ],
  );
}
