/**
 * The targets the robot dialogs are opened on, apart from robot-actions.tsx (which renders the
 * dialogs) so that the dialogs can name them without importing it back.
 */

/** The robot a prompt editor or delete confirmation is about. */
export interface RobotRef {
  uuid: string;
  robotName: string;
}

/** What the robot form opens on: empty, or one of the caller's robots. */
export type RobotFormTarget = { mode: 'create' } | { mode: 'edit'; uuid: string };
