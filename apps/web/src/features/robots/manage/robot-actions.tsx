import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loginPathFor } from '../../auth/require-auth.tsx';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { DeleteRobotDialog } from './delete-robot-dialog.tsx';
import { PromptEditorDrawer } from './prompt-editor-drawer.tsx';
import { RobotFormModal } from './robot-form-modal.tsx';

/** The robot a prompt editor or delete confirmation is about. */
export interface RobotRef {
  uuid: string;
  robotName: string;
}

export interface RobotActions {
  /** Opens the robot form empty (signed-out callers go to login first). */
  create(): void;
  /** Opens the robot form for one of the caller's robots. */
  edit(uuid: string): void;
  /** Opens the prompt editor ('training') of a robot. */
  train(robot: RobotRef): void;
  /** Asks to delete a robot, naming it. */
  remove(robot: RobotRef): void;
}

export type RobotFormTarget = { mode: 'create' } | { mode: 'edit'; uuid: string };

/** Exported so tests of other features can provide spies instead of the real dialogs. */
export const RobotActionsContext = createContext<RobotActions | null>(null);

/**
 * Holds which robot dialog is open (form, prompt editor, delete confirmation) and renders them once
 * for the whole app, so any card or list can open them through `useRobotActions()`.
 */
export function RobotActionsProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const token = useAuthStore((s) => s.token);
  const [form, setForm] = useState<RobotFormTarget | null>(null);
  const [training, setTraining] = useState<RobotRef | null>(null);
  const [deleting, setDeleting] = useState<RobotRef | null>(null);

  const create = useCallback(() => {
    if (!token) {
      void navigate(loginPathFor(`${location.pathname}${location.search}`));
      return;
    }
    setForm({ mode: 'create' });
  }, [token, navigate, location.pathname, location.search]);

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
      <RobotFormModal target={form} onClose={() => setForm(null)} />
      <PromptEditorDrawer robot={training} onClose={() => setTraining(null)} />
      <DeleteRobotDialog robot={deleting} onClose={() => setDeleting(null)} />
    </RobotActionsContext.Provider>
  );
}

/** Opens the robot form, prompt editor or delete confirmation held by `RobotActionsProvider`. */
export function useRobotActions(): RobotActions {
  const actions = useContext(RobotActionsContext);
  if (!actions) throw new Error('useRobotActions() needs <RobotActionsProvider> above it');
  return actions;
}
