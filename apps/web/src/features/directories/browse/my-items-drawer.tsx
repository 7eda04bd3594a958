import { Drawer, Flex, Spin } from 'antd';
import type { DirectoryKind } from '@robot/contracts';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../../lib/use-is-mobile.ts';
import { LazyMyItemsPanel } from '../manage/lazy-my-items-panel.ts';

/**
 * The user's own items and favourites of a kind that has no "my" page (industry applications), in a
 * drawer: from the right on a computer, from the bottom on a phone. Loaded with antd on first
 * opening (list-toolbar), so the list page draws without antd (decision 034).
 */
export function MyItemsDrawer({
  kind,
  open,
  onClose,
}: {
  kind: DirectoryKind;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('directories');
  const { t: tc } = useTranslation();
  const isMobile = useIsMobile();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t(`${kind}.mine`)}
      placement={isMobile ? 'bottom' : 'right'}
      size={isMobile ? '85%' : 560}
    >
      <Suspense
        fallback={
          <Flex justify="center" style={{ padding: 48 }} role="status">
            <Spin size="large" />
            <span className="rs-visually-hidden">{tc('loading')}</span>
          </Flex>
        }
      >
        <LazyMyItemsPanel kind={kind} />
      </Suspense>
    </Drawer>
  );
}
