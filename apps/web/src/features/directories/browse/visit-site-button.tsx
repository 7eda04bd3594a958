import ExportOutlined from '@ant-design/icons-svg/es/asn/ExportOutlined';
import type { DirectoryKind } from '@robot/contracts';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/plain/icon.tsx';
import { plainButtonClass } from '../../../components/plain/plain-button.tsx';
import { useWatchItem } from '../api/watch-item.ts';

/**
 * Opens the item's own site in a new tab (never with access to this page: noopener noreferrer) and
 * records a view of it. A real link with a primary button's look (decision 034), so the browser's own
 * 'open in…' and the keyboard work too.
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
    <a
      className={plainButtonClass({ variant: 'primary', size: 'large', block: true }, true)}
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      onClick={() => watch(uuid)}
    >
      <Icon icon={ExportOutlined} />
      <span>{t('detail.visitSite')}</span>
    </a>
  );
}
