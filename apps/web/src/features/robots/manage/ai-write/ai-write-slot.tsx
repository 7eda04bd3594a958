import { BulbOutlined, PauseCircleOutlined, UndoOutlined } from '@ant-design/icons';
import { ADVICE_QUOTA, type AdviceKind } from '@robot/contracts/client';
import { Button, Tooltip, type FormInstance } from 'antd';
import { useRef, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RobotFormValues } from '../robot-form-values.ts';
import { adviceField } from './advice-draft.ts';
import { useAiWrite } from './use-ai-write.ts';
import './ai-write.css';

/** What the field inside the slot must apply to its input. */
export interface AiWriteInputProps {
  readOnly: boolean;
  onChange: () => void;
}

/**
 * A form field with AI writing: the AI-write button (with the uses left; off, saying why, when the site
 * has no AI model), a stop button while the suggestion streams, and Undo afterwards, in the field's
 * label row. `children` draws the Form.Item.
 */
export function AiWriteSlot({
  form,
  kind,
  open,
  children,
}: {
  form: FormInstance<RobotFormValues>;
  kind: AdviceKind;
  open: boolean;
  children: (input: AiWriteInputProps) => ReactNode;
}) {
  const { t } = useTranslation(['aiWrite', 'robotForm']);
  const box = useRef<HTMLDivElement>(null);
  // A long suggestion keeps its newest lines in view as it grows.
  const followText = () =>
    requestAnimationFrame(() => {
      const area = box.current?.querySelector('textarea');
      if (area) area.scrollTop = area.scrollHeight;
    });
  const ai = useAiWrite(form, kind, open, followText);
  const field = t(`robotForm:fields.${adviceField[kind]}`);
  const count = ai.remaining;
  const exhausted = count === 0;
  // Offline, the uses left do not matter: the button only says why it is off.
  const showCount = !ai.offline && count !== undefined;
  const tip = ai.offline ? 'offline' : exhausted ? 'quotaUsed' : 'hint';

  return (
    <div
      className="rs-ai-field"
      ref={box}
      aria-busy={ai.streaming}
      // Room the label leaves for the tools: one button, or two with Undo.
      style={{ '--rs-ai-tools-width': ai.canUndo ? '210px' : '130px' } as CSSProperties}
    >
      <div className="rs-ai-field__tools">
        {ai.canUndo ? (
          <Button
            size="small"
            type="link"
            icon={<UndoOutlined aria-hidden />}
            onClick={ai.undo}
            aria-label={t('undoLabel', { field })}
          >
            {t('undo')}
          </Button>
        ) : null}
        {ai.streaming ? (
          <Button
            size="small"
            icon={<PauseCircleOutlined aria-hidden />}
            onClick={ai.stop}
            aria-label={t('stopLabel', { field })}
          >
            {t('stop')}
          </Button>
        ) : (
          <Tooltip title={t(tip, { quota: ADVICE_QUOTA })}>
            <Button
              size="small"
              icon={<BulbOutlined aria-hidden />}
              disabled={ai.offline || exhausted}
              onClick={ai.start}
              aria-label={
                ai.offline
                  ? t('buttonLabelOffline', { field })
                  : count === undefined
                    ? t('buttonLabel', { field })
                    : t('buttonLabelCount', { field, left: count })
              }
            >
              {showCount ? t('buttonCount', { left: count }) : t('button')}
            </Button>
          </Tooltip>
        )}
        <span className="rs-visually-hidden" role="status">
          {ai.streaming ? t('writing', { field }) : ''}
        </span>
      </div>
      {children({ readOnly: ai.streaming, onChange: ai.onUserEdit })}
    </div>
  );
}
