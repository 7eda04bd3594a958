import { ApiOutlined, WarningFilled } from '@ant-design/icons';
import type { ChatModel } from '@robot/contracts';
import { Select, Space, Tag, Tooltip, Typography, theme } from 'antd';
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

/**
 * Above the question box: the model picker (when there is a choice), and the plugins: chosen for a
 * new conversation when its model supports tools, shown read-only for a conversation that has some.
 */
export function ChatChoiceBar({
  choice,
  isNew,
  conversationPlugins,
  disabled,
}: {
  choice: ModelChoice;
  /** no conversation yet: plugins can be chosen */
  isNew: boolean;
  /** the plugins of the conversation on screen */
  conversationPlugins: string[];
  disabled: boolean;
}) {
  const { t, i18n } = useTranslation('chat');
  const pluginName = (id: string) => {
    const p = choice.allPlugins.find((x) => x.id === id);
    return p ? labelIn(p, i18n.language) : id;
  };
  const showPlugins = isNew && choice.plugins.length > 0;
  const showTags = !isNew && conversationPlugins.length > 0;
  if (!choice.showPicker && !showPlugins && !showTags && !choice.pluginsCleared) return null;

  return (
    <div className="rs-chat-choices">
      {choice.showPicker && choice.model ? (
        <Select
          className="rs-chat-model-select"
          size="small"
          variant="filled"
          aria-label={t('model.label')}
          value={choice.model.id}
          onChange={choice.pick}
          disabled={disabled}
          popupMatchSelectWidth={false}
          styles={{ popup: { root: { maxWidth: 'calc(100vw - 16px)' } } }}
          options={choice.models.map((m) => ({
            value: m.id,
            label: <ModelOption model={m} />,
            title: labelIn(m, i18n.language),
          }))}
          labelRender={() =>
            choice.model ? (
              <span className="rs-chat-model-option">
                <span className="rs-chat-model-name">{labelIn(choice.model, i18n.language)}</span>
                {choice.model.degraded ? <DegradedMark /> : null}
              </span>
            ) : null
          }
        />
      ) : null}
      {showPlugins ? (
        <Select
          className="rs-chat-plugin-select"
          size="small"
          variant="filled"
          mode="multiple"
          allowClear
          aria-label={t('plugins.label')}
          placeholder={t('plugins.placeholder', { count: choice.maxPlugins })}
          maxCount={choice.maxPlugins}
          value={choice.pluginIds}
          onChange={choice.setPluginIds}
          disabled={disabled}
          maxTagCount="responsive"
          suffixIcon={<ApiOutlined aria-hidden />}
          options={choice.plugins.map((p) => ({ value: p.id, label: labelIn(p, i18n.language) }))}
        />
      ) : null}
      {showTags ? (
        <Space size={4} wrap aria-label={t('plugins.ofConversation')} role="group">
          <Typography.Text type="secondary">{t('plugins.ofConversation')}</Typography.Text>
          {conversationPlugins.map((id) => (
            <Tag key={id} icon={<ApiOutlined aria-hidden />}>
              {pluginName(id)}
            </Tag>
          ))}
        </Space>
      ) : null}
      {choice.pluginsCleared ? (
        <Typography.Text type="secondary" role="status" className="rs-chat-choices-note">
          {t('plugins.cleared')}
        </Typography.Text>
      ) : null}
    </div>
  );
}
