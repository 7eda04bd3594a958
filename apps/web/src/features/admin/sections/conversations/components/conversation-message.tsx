import type { ConversationNode } from '@robot/contracts';
import { Collapse, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Markdown } from '../../../../../components/markdown/markdown.tsx';
import { formatDateTime } from '../../../lib/format.ts';

const statusColor = { running: 'processing', done: 'success', error: 'error' } as const;

/** One message: who, when, the text as markdown, and the plugin calls made while answering. */
export function ConversationMessage({ node }: { node: ConversationNode }) {
  const { t } = useTranslation('admin');
  const m = node.message;
  const text = m.content.parts.join('');
  const steps = m.metadata.tool_steps ?? [];
  if (m.author.role === 'system' && !text.trim()) return null;
  const body = <Markdown content={text} codeAutoWrap />;
  return (
    <article className="rs-admin-message">
      <Flex gap={8} wrap align="center" style={{ marginBottom: 4 }}>
        <Typography.Text strong>{t(`conversations.role.${m.author.role}`)}</Typography.Text>
        <Typography.Text type="secondary">{formatDateTime(m.create_time)}</Typography.Text>
        {m.metadata.model ? <Tag>{m.metadata.model}</Tag> : null}
        {m.status !== 'done' ? (
          <Tag color="warning">{t(`conversations.status.${m.status}`)}</Tag>
        ) : null}
        {m.metadata.error_code ? (
          <Tag color="error">{t('conversations.errorCode', { code: m.metadata.error_code })}</Tag>
        ) : null}
      </Flex>
      {steps.length > 0 ? (
        <Collapse
          size="small"
          style={{ marginBottom: 8 }}
          items={steps.map((s) => ({
            key: s.id,
            label: (
              <Flex gap={8} wrap align="center">
                <span>{t('conversations.toolStep', { name: s.name })}</span>
                <Tag color={statusColor[s.status]}>{t(`conversations.toolStatus.${s.status}`)}</Tag>
              </Flex>
            ),
            children: (
              <>
                <Typography.Text type="secondary">{t('conversations.toolInput')}</Typography.Text>
                <pre>{s.input}</pre>
                <Typography.Text type="secondary">{t('conversations.toolOutput')}</Typography.Text>
                <pre>{s.output ?? '—'}</pre>
              </>
            ),
          }))}
        />
      ) : null}
      {m.author.role === 'system' ? (
        <Collapse
          size="small"
          items={[{ key: 'system', label: t('conversations.systemPrompt'), children: body }]}
        />
      ) : (
        body
      )}
    </article>
  );
}
