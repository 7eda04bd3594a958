import { WarningFilled } from '@ant-design/icons';
import type { ChatModel } from '@robot/contracts';
import { Select, Tag, Tooltip, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ModelChoice } from '../hooks/use-model-choice.ts';
import { labelIn } from '../lib/labels.ts';

function DegradedMark() {
  const { t } = useTranslation('chat');
  const { token } = theme.useToken();
  return (
    <Tooltip title={t('model.degradedTip')}>
      <WarningFilled
        role="img"
        aria-label={t('model.degraded')}
        style={{ color: token.colorWarning }}
      />
    </Tooltip>
  );
}

/** One model in the list: its name, tags (premium, tools), a degraded mark and its price. */
function ModelOption({ model }: { model: ChatModel }) {
  const { t, i18n } = useTranslation('chat');
  return (
    <span className="rs-chat-model-option">
      <span className="rs-chat-model-name">{labelIn(model, i18n.language)}</span>
      {model.degraded ? <DegradedMark /> : null}
      {model.tier === 'premium' ? (
        <Tag color="gold" variant="filled">
          {t('model.premium')}
        </Tag>
      ) : null}
      {model.supportsTools ? (
        <Tag color="blue" variant="filled">
          {t('model.tools')}
        </Tag>
      ) : null}
      {model.creditsPerAnswer > 0 ? (
        <Typography.Text type="secondary" className="rs-chat-model-price">
          {t('model.price', { count: model.creditsPerAnswer })}
        </Typography.Text>
      ) : null}
    </span>
  );
}

/** The model picker's props: its plain stand-in (model-picker.tsx) takes the same. */
export interface ModelPickerProps {
  choice: ModelChoice;
  model: ChatModel;
  disabled: boolean;
}

/**
 * The model picker itself: antd's Select with the rich options. Loaded and mounted when the user
 * first opens the plain trigger that stands in for it (model-picker.tsx), open and focused from the
 * start, and kept mounted after that.
 */
export function ModelSelect({ choice, model, disabled }: ModelPickerProps) {
  const { t, i18n } = useTranslation('chat');
  return (
    <Select
      className="rs-chat-model-select"
      size="small"
      variant="filled"
      aria-label={t('model.label')}
      value={model.id}
      onChange={choice.pick}
      disabled={disabled}
      defaultOpen={!disabled}
      autoFocus={!disabled}
      popupMatchSelectWidth={false}
      styles={{ popup: { root: { maxWidth: 'calc(100vw - 16px)' } } }}
      options={choice.models.map((m) => ({
        value: m.id,
        label: <ModelOption model={m} />,
        title: labelIn(m, i18n.language),
      }))}
      labelRender={() => (
        <span className="rs-chat-model-option">
          <span className="rs-chat-model-name">{labelIn(model, i18n.language)}</span>
          {model.degraded ? <DegradedMark /> : null}
        </span>
      )}
    />
  );
}
