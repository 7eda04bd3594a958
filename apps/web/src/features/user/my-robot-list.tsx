import { DeleteOutlined, EditOutlined, ExperimentOutlined, PlusOutlined } from '@ant-design/icons';
import type { RobotCard } from '@robot/contracts';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { useIsMobile } from '../../lib/use-is-mobile.ts';
import { useAuthStore } from '../../stores/auth-store.ts';
import { useMyRobotsQuery, useRobotActions } from '../robots/index.ts';
import { DrawerListEmpty, DrawerListError, DrawerListSkeleton } from './drawer-list-states.tsx';
import { DrawerRobotRow } from './drawer-robot-row.tsx';

function RowActions({ robot }: { robot: RobotCard }) {
  const { t } = useTranslation('robotForm');
  const actions = useRobotActions();
  const isMobile = useIsMobile();
  const ref = { uuid: robot.uuid, robotName: robot.robotName };
  const items = [
    {
      key: 'edit',
      icon: <EditOutlined aria-hidden />,
      label: t('actions.edit'),
      aria: t('actions.editNamed', { name: robot.robotName }),
      onClick: () => actions.edit(robot.uuid),
    },
    {
      key: 'train',
      icon: <ExperimentOutlined aria-hidden />,
      label: t('actions.train'),
      aria: t('actions.trainNamed', { name: robot.robotName }),
      onClick: () => actions.train(ref),
    },
    {
      key: 'delete',
      icon: <DeleteOutlined aria-hidden />,
      label: t('actions.delete'),
      aria: t('actions.deleteNamed', { name: robot.robotName }),
      onClick: () => actions.remove(ref),
      danger: true,
    },
  ];
  return items.map((item) => (
    <Tooltip key={item.key} title={isMobile ? undefined : item.label}>
      <Button
        type="text"
        danger={item.danger}
        icon={item.icon}
        aria-label={item.aria}
        onClick={item.onClick}
        style={{ width: isMobile ? 44 : 36, height: isMobile ? 44 : 36 }}
      />
    </Tooltip>
  ));
}

/** The signed-in user's robots; a row opens the robot's chat and closes the drawer. */
export function MyRobotList({ active, onNavigate }: { active: boolean; onNavigate: () => void }) {
  const { t } = useTranslation(['user', 'robotForm']);
  const navigate = useNavigate();
  const actions = useRobotActions();
  const ownerUUID = useAuthStore((s) => s.user?.uuid);
  const query = useMyRobotsQuery(ownerUUID, active);

  if (query.isPending) return <DrawerListSkeleton />;
  if (query.isError)
    return <DrawerListError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.list.length === 0)
    return (
      <DrawerListEmpty title={t('user:drawer.noRobots')} hint={t('user:drawer.noRobotsHint')}>
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={actions.create}>
          {t('robotForm:actions.create')}
        </Button>
        <Button
          onClick={() => {
            onNavigate();
            void navigate(paths.robotList);
          }}
        >
          {t('user:drawer.explore')}
        </Button>
      </DrawerListEmpty>
    );
  return (
    <ul className="rs-drawer-list">
      {query.data.list.map((robot) => (
        <DrawerRobotRow
          key={robot.uuid}
          robot={robot}
          to={paths.chat(robot.uuid)}
          linkLabel={t('robotForm:actions.openChat', { name: robot.robotName })}
          onOpen={onNavigate}
          actions={<RowActions robot={robot} />}
        />
      ))}
    </ul>
  );
}
