import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { useFavoriteRobotsQuery } from '../robots/index.ts';
import { DrawerListEmpty, DrawerListError, DrawerListSkeleton } from './drawer-list-states.tsx';
import { DrawerRobotRow } from './drawer-robot-row.tsx';

/** The robots the user marked as favourite; a row opens the robot's info page. */
export function MyFavoriteList({
  active,
  onNavigate,
}: {
  active: boolean;
  onNavigate: () => void;
}) {
  const { t } = useTranslation(['user', 'robotForm']);
  const navigate = useNavigate();
  const query = useFavoriteRobotsQuery(active);

  if (query.isPending) return <DrawerListSkeleton />;
  if (query.isError)
    return <DrawerListError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.list.length === 0)
    return (
      <DrawerListEmpty title={t('drawer.noFavorites')} hint={t('drawer.noFavoritesHint')}>
        <Button
          type="primary"
          onClick={() => {
            onNavigate();
            void navigate(paths.robotList);
          }}
        >
          {t('drawer.explore')}
        </Button>
      </DrawerListEmpty>
    );
  return (
    <ul className="rs-drawer-list">
      {query.data.list.map((robot) => (
        <DrawerRobotRow
          key={robot.uuid}
          robot={robot}
          to={paths.robotInfo(robot.uuid)}
          linkLabel={t('robotForm:actions.openInfo', { name: robot.robotName })}
          onOpen={onNavigate}
        />
      ))}
    </ul>
  );
}
