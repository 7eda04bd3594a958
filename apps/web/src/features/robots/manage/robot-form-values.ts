import type { RobotFormBody, RobotOwnerView } from '@robot/contracts';
import { ROBOT_DEFAULTS } from '@robot/contracts/client';

/** What the robot form edits; the body of new_or_update without the uuid. */
export interface RobotFormValues {
  headportraitUrl: string;
  robotName: string;
  keywords: string;
  robotIntro: string;
  robotGuideWords: string;
  robotCatagory: number;
  robotVisibility: 1 | 2;
  type: 2 | 3;
  knowledgeBase: string;
  prompt: string;
}

export const emptyRobotForm = (): RobotFormValues => ({
  headportraitUrl: '',
  robotName: '',
  keywords: '',
  robotIntro: '',
  robotGuideWords: '',
  robotCatagory: ROBOT_DEFAULTS.robotCatagory,
  robotVisibility: ROBOT_DEFAULTS.robotVisibility,
  type: ROBOT_DEFAULTS.type,
  knowledgeBase: '',
  prompt: '',
});

export const formValuesOf = (robot: RobotOwnerView): RobotFormValues => ({
  headportraitUrl: robot.headportraitUrl,
  robotName: robot.robotName,
  keywords: robot.keywords,
  robotIntro: robot.robotIntro,
  robotGuideWords: robot.robotGuideWords,
  robotCatagory: robot.robotCatagory,
  robotVisibility: robot.robotVisibility === 1 ? 1 : 2,
  type: robot.type === 2 ? 2 : 3,
  knowledgeBase: robot.knowledgeBase,
  prompt: robot.prompt,
});

/** The request body; a uuid makes it an edit. */
export const bodyOf = (values: RobotFormValues, uuid?: string): RobotFormBody => ({
  ...(uuid ? { uuid } : {}),
  headportraitUrl: values.headportraitUrl,
  robotName: values.robotName.trim(),
  keywords: values.keywords.trim(),
  robotIntro: values.robotIntro.trim(),
  robotGuideWords: values.robotGuideWords ?? '',
  robotCatagory: values.robotCatagory,
  robotVisibility: values.robotVisibility,
  type: values.type,
  knowledgeBase: values.knowledgeBase ?? '',
  prompt: values.prompt ?? '',
});
