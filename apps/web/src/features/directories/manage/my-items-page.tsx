import type { DirectoryKind } from '@robot/contracts';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MyItemsPanel } from './my-items-panel.tsx';

/** /my-ai-tool-list and /my-article-list (login): the page around the kind's "my" panel. */
export function MyItemsPage({ kind }: { kind: DirectoryKind }) {
  const { t } = useTranslation('directoryForm');
  return (
    <div
      className="rs-my-page"
      style={{ maxWidth: 1040, margin: '0 auto', padding: '24px 16px 48px' }}
    >
      <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
        {t(`mine.title.${kind}`)}
      </Typography.Title>
      <MyItemsPanel kind={kind} />
    </div>
  );
}
