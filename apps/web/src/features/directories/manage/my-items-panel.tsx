import { PlusOutlined } from '@ant-design/icons';
import type { DirectoryKind } from '@robot/contracts';
import { Button, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MountWhenOpened } from '../../../components/mount-when-opened.tsx';
import { useIsMobile } from '../../../lib/use-is-mobile.ts';
import { LazyItemFormModal } from './lazy-item-form-modal.ts';
import { MyItemsList } from './my-items-list.tsx';
import type { ItemFormTarget } from './use-item-form.ts';
import './my-items.css';

/**
 * The signed-in user's items of a kind: "My submissions" (with Edit) and "My favourites", and a
 * submit button; one item form serves the button, the empty state's invitation and every Edit.
 */
export function MyItemsPanel({ kind }: { kind: DirectoryKind }) {
  const { t } = useTranslation(['directoryForm', 'directories']);
  const [tab, setTab] = useState<'mine' | 'favorites'>('mine');
  const [target, setTarget] = useState<ItemFormTarget | null>(null);
  const create = () => setTarget({ mode: 'create' });
  const edit = (uuid: string) => setTarget({ mode: 'edit', uuid });
  const isMobile = useIsMobile();
  const submit = (
    <Button
      type="primary"
      icon={<PlusOutlined aria-hidden />}
      onClick={create}
      block={isMobile}
      size={isMobile ? 'large' : undefined}
    >
      {t(`directories:submit.${kind}`)}
    </Button>
  );

  return (
    <div className="rs-my-items">
      {/* on a phone the button goes above the tabs, which then keep the whole width */}
      {isMobile ? submit : null}
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as 'mine' | 'favorites')}
        tabBarExtraContent={isMobile ? undefined : submit}
        items={(['mine', 'favorites'] as const).map((which) => ({
          key: which,
          label: t(`tabs.${which}`),
          children: <MyItemsList kind={kind} which={which} onCreate={create} onEdit={edit} />,
        }))}
      />
      <MountWhenOpened open={target !== null}>
        <LazyItemFormModal kind={kind} target={target} onClose={() => setTarget(null)} />
      </MountWhenOpened>
    </div>
  );
}
