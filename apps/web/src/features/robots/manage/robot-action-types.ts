/**
 * The types of the robot dialogs, apart from robot-actions.tsx so the dialogs it loads can use them
 * without importing it back (no import cycle).
 */
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
