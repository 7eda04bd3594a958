import { ExportOutlined } from '@ant-design/icons';
import type { DirectoryKind } from '@robot/contracts';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useWatchItem } from '../api/watch-item.ts';

/**
 * Opens the item's own site in a new tab (never with access to this page: noopener noreferrer) and
 * records a view of it. A real link, so the browser's own 'open in…' and the keyboard work too.
 */
export function VisitSiteButton({
  kind,
  uuid,
  url,
}: {
  kind: DirectoryKind;
  uuid: string;
  url: string;
}) {
  const { t } = useTranslation('directories');
  const watch = useWatchItem(kind);
  return (
    <Button
      type="primary"
      size="large"
      block
      icon={<ExportOutlined />}
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      onClick={() => watch(uuid)}
    >
      {t('detail.visitSite')}
    </Button>
  );
}
