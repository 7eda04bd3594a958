/**
 * The robot dialogs are opened from the 'My' drawer as well, and must cover it (antd drawers and
 * modals share z-index 1000); a question asked from inside the form goes above the form.
 */
export const ROBOT_DIALOG_Z = 1100;
export const ROBOT_DIALOG_CONFIRM_Z = 1200;
