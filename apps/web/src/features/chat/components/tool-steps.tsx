import {
  CheckCircleOutlined,
  CloseCircleOutlined,
  LoadingOutlined,
  ToolOutlined,
} from '@ant-design/icons';
import type { ToolStep } from '@robot/contracts';
import { Collapse, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useChatModelsQuery } from '../../../lib/use-chat-models.ts';
import { labelIn, prettyJson } from '../lib/labels.ts';

function StatusMark({ status }: { status: ToolStep['status'] }) {
  const { t } = useTranslation('chat');
  const { token } = theme.useToken();
  const text = t(`tools.status.${status}`);
  const icon =
    status === 'running' ? (
      <LoadingOutlined spin style={{ color: token.colorPrimary }} />
    ) : status === 'done' ? (
      <CheckCircleOutlined style={{ color: token.colorSuccess }} />
    ) : (
      <CloseCircleOutlined style={{ color: token.colorError }} />
    );
  return (
    <span className="rs-chat-tool-status" data-status={status}>
      <span aria-hidden>{icon}</span>
      <Typography.Text type={status === 'error' ? 'danger' : 'secondary'}>{text}</Typography.Text>
    </span>
  );
}

/**
 * The plugin calls of one answer, above its text: one collapsible row each (name and status; opened,
 * the input and the result). antd's Collapse headers are buttons, so the keyboard opens them too.
 */
export function ToolSteps({ steps }: { steps: ToolStep[] }) {
  const { t, i18n } = useTranslation('chat');
  const plugins = useChatModelsQuery().data?.plugins ?? [];
  const nameOf = (id: string) => {
    const plugin = plugins.find((p) => p.id === id);
    return plugin ? labelIn(plugin, i18n.language) : id;
  };
  return (
    <Collapse
      className="rs-chat-tool-steps"
      size="small"
      items={steps.map((step) => ({
        key: step.id,
        label: (
          <span className="rs-chat-tool-head">
            <ToolOutlined aria-hidden />
            <Typography.Text strong ellipsis>
              {nameOf(step.name)}
            </Typography.Text>
            <StatusMark status={step.status} />
          </span>
        ),
        children: (
          <div className="rs-chat-tool-body">
            <Typography.Text type="secondary">{t('tools.input')}</Typography.Text>
            <pre>{prettyJson(step.input)}</pre>
            <Typography.Text type="secondary">{t('tools.result')}</Typography.Text>
            {step.output === null ? (
              <Typography.Paragraph type="secondary">{t('tools.pending')}</Typography.Paragraph>
            ) : (
              <pre>{prettyJson(step.output)}</pre>
            )}
          </div>
        ),
      }))}
    />
  );
}
