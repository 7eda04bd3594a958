import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { MountWhenOpened } from '../../../components/mount-when-opened.tsx';
import { useLoginAndBack } from '../../auth/index.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { afterStartUp } from '../../../lib/after-start-up.ts';
import { lazyWithAntd, loadAntdScope } from '../../../lib/antd/lazy-with-antd.tsx';
import { withTexts } from '../../../lib/i18n/with-texts.ts';
import type { RobotActions, RobotFormTarget, RobotRef } from './robot-action-types.ts';

export type { RobotActions, RobotFormTarget, RobotRef };

// The dialogs (the form alone brings antd's Select, Upload, Radio and Progress, and the contract's
// zod schemas) are not part of the first screen: they load when first opened, or earlier for a
// signed-in user, the only one who can open them, once start-up is over (lib/after-start-up.ts);
// their texts with them (decision 037).
const loadForm = withTexts(['robotForm', 'aiWrite'], () => import('./robot-form-modal.tsx'));
const loadPromptEditor = withTexts(['robotForm'], () => import('./prompt-editor-drawer.tsx'));
const loadDeleteDialog = withTexts(['robotForm'], () => import('./delete-robot-dialog.tsx'));
// Rendered by the layout, outside any page: each brings antd's scope (decision 033).
const RobotFormModal = lazyWithAntd(async () => (await loadForm()).RobotFormModal);
const PromptEditorDrawer = lazyWithAntd(async () => (await loadPromptEditor()).PromptEditorDrawer);
const DeleteRobotDialog = lazyWithAntd(async () => (await loadDeleteDialog()).DeleteRobotDialog);

/** Exported so tests of other features can provide spies instead of the real dialogs. */
export const RobotActionsContext = createContext<RobotActions | null>(null);

/**
 * Holds which robot dialog is open (form, prompt editor, delete confirmation) and renders them once
 * for the whole app, so any card or list can open them through `useRobotActions()`.
 */
export function RobotActionsProvider({ children }: { children: ReactNode }) {
  const toLogin = useLoginAndBack();
  const token = useAuthStore((s) => s.token);
  const [form, setForm] = useState<RobotFormTarget | null>(null);
  const [training, setTraining] = useState<RobotRef | null>(null);
  const [deleting, setDeleting] = useState<RobotRef | null>(null);

  useEffect(() => {
    if (!token) return;
    return afterStartUp(() => {
      // a preload that fails (offline, a new deployment) is asked again when its dialog opens
      const loads = [loadAntdScope, loadForm, loadPromptEditor, loadDeleteDialog];
      for (const load of loads) load().catch(() => {});
    });
  }, [token]);

  const create = useCallback(() => {
    if (token) setForm({ mode: 'create' });
    else toLogin();
  }, [token, toLogin]);

  const actions = useMemo<RobotActions>(
    () => ({
      create,
      edit: (uuid) => setForm({ mode: 'edit', uuid }),
      train: (robot) => setTraining({ uuid: robot.uuid, robotName: robot.robotName }),
      remove: (robot) => setDeleting({ uuid: robot.uuid, robotName: robot.robotName }),
    }),
    [create],
  );

  return (
    <RobotActionsContext.Provider value={actions}>
      {children}
      <MountWhenOpened open={form !== null}>
        <RobotFormModal target={form} onClose={() => setForm(null)} />
      </MountWhenOpened>
      <MountWhenOpened open={training !== null}>
        <PromptEditorDrawer robot={training} onClose={() => setTraining(null)} />
      </MountWhenOpened>
      <MountWhenOpened open={deleting !== null}>
        <DeleteRobotDialog robot={deleting} onClose={() => setDeleting(null)} />
      </MountWhenOpened>
    </RobotActionsContext.Provider>
  );
}

/** Opens the robot form, prompt editor or delete confirmation held by `RobotActionsProvider`. */
export function useRobotActions(): RobotActions {
  const actions = useContext(RobotActionsContext);
  if (!actions) throw new Error('useRobotActions() needs <RobotActionsProvider> above it');
  return actions;
}
