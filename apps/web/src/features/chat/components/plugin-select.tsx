import { ApiOutlined } from '@ant-design/icons';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ModelChoice } from '../hooks/use-model-choice.ts';
import { labelIn } from '../lib/labels.ts';
import { useAllowClear } from '../../../lib/antd/quiet-icons.tsx';

/**
 * The plugins of a new conversation: antd's multiple Select. Loaded and mounted when the user first
 * opens the plain trigger that stands in for it (model-picker.tsx), open and focused from the start,
 * and kept mounted after that.
 */
export function PluginSelect({ choice, disabled }: { choice: ModelChoice; disabled: boolean }) {
  const { t, i18n } = useTranslation('chat');
  const allowClear = useAllowClear();
  return (
    <Select
      className="rs-chat-plugin-select"
      size="small"
      variant="filled"
      mode="multiple"
      allowClear={allowClear.select}
      aria-label={t('plugins.label')}
      placeholder={t('plugins.placeholder', { count: choice.maxPlugins })}
      maxCount={choice.maxPlugins}
      value={choice.pluginIds}
      onChange={choice.setPluginIds}
      disabled={disabled}
      defaultOpen={!disabled}
      autoFocus={!disabled}
      maxTagCount="responsive"
      suffixIcon={<ApiOutlined aria-hidden />}
      options={choice.plugins.map((p) => ({ value: p.id, label: labelIn(p, i18n.language) }))}
    />
  );
}
