import { KNOWLEDGE_PROMPT_TEMPLATE, RobotType } from '@robot/contracts/client';
import { type FormInstance } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguageStore } from '../../../stores/language-store.ts';
import { ROBOT_DIALOG_CONFIRM_Z } from './overlay-layers.ts';
import type { RobotFormValues } from './robot-form-values.ts';
import { useFeedback } from '../../../lib/feedback.ts';

const templates: string[] = Object.values(KNOWLEDGE_PROMPT_TEMPLATE);

/** A prompt nobody wrote: empty, or one of our templates as it was filled in. */
const isUntouched = (prompt: string | undefined) => !prompt?.trim() || templates.includes(prompt);

/**
 * Choosing type 2 fills the prompt with the knowledge-base template in the current language. A prompt
 * the user wrote is replaced only after asking; going back to type 3 removes an untouched template.
 */
export function useKnowledgeTemplate(form: FormInstance<RobotFormValues>) {
  const { t } = useTranslation('robotForm');
  const { modal } = useFeedback();
  const language = useLanguageStore((s) => s.language);

  return useCallback(
    (type: number) => {
      const prompt = form.getFieldValue('prompt') as string | undefined;
      if (type !== RobotType.knowledge) {
        if (prompt && templates.includes(prompt)) form.setFieldValue('prompt', '');
        return;
      }
      const template = KNOWLEDGE_PROMPT_TEMPLATE[language];
      const fill = () => {
        form.setFieldValue('prompt', template);
        void form.validateFields(['prompt']).catch(() => undefined);
      };
      if (isUntouched(prompt)) {
        fill();
        return;
      }
      modal.confirm({
        title: t('templateConfirm.title'),
        content: t('templateConfirm.content'),
        okText: t('templateConfirm.ok'),
        cancelText: t('templateConfirm.cancel'),
        onOk: fill,
        zIndex: ROBOT_DIALOG_CONFIRM_Z,
      });
    },
    [form, language, modal, t],
  );
}
