import FireFilled from '@ant-design/icons-svg/es/asn/FireFilled';
import FireOutlined from '@ant-design/icons-svg/es/asn/FireOutlined';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/plain/icon.tsx';
import { SkeletonBlock } from '../../../components/plain/skeleton.tsx';
import { paths } from '../../../lib/paths.ts';
import { useHotRobotsQuery } from '../api/get-hot-robots.ts';
import { formatCount } from '../../../lib/format-count.ts';
import { RobotPortrait } from '../components/robot-portrait.tsx';
import '../../../components/plain/text.css';
import './browse.css';

/** A hot robot's place while the strip loads. */
function HotItemSkeleton() {
  return (
    <li className="rs-hot-strip__item" aria-hidden>
      <SkeletonBlock shape="square" width={40} />
      <div className="rs-hot-strip__lines">
        <SkeletonBlock width="80%" />
        <SkeletonBlock width="50%" />
      </div>
    </li>
  );
}

/**
 * The most visited robots (views plus chats, the server's traffic order), one horizontally scrolling
 * row; hidden if it cannot load. Plain elements and CSS, no antd (decision 034): it is on the
 * square's first screen, ten items long.
 */
export function HotRobotsStrip() {
  const { t, i18n } = useTranslation('robots');
  const { data, isPending, isError } = useHotRobotsQuery();
  if (isError || (data && data.list.length === 0)) return null;

  return (
    <section aria-labelledby="rs-hot-title" className="rs-hot">
      <div className="rs-hot-head">
        <Icon icon={FireFilled} className="rs-hot-head__icon" />
        <h2 id="rs-hot-title" className="rs-hot-head__title">
          {t('hot.title')}
        </h2>
      </div>
      <ul className="rs-hot-strip">
        {isPending
          ? Array.from({ length: 5 }, (_, i) => <HotItemSkeleton key={i} />)
          : data.list.map((robot, i) => (
              <li key={robot.uuid}>
                <Link
                  to={paths.robotInfo(robot.uuid)}
                  className="rs-hot-strip__item rs-hot-strip__link"
                >
                  <span className={`rs-hot-strip__rank${i < 3 ? ' rs-hot-strip__rank--top' : ''}`}>
                    {i + 1}
                  </span>
                  <RobotPortrait url={robot.headportraitUrl} name={robot.robotName} size={40} />
                  <span className="rs-hot-strip__text">
                    <span
                      className="rs-text rs-text--strong rs-ellipsis rs-hot-strip__name"
                      title={robot.robotName}
                    >
                      {robot.robotName}
                    </span>
                    <span className="rs-text rs-hot-strip__traffic">
                      <Icon icon={FireOutlined} />{' '}
                      <span className="rs-visually-hidden">{t('hot.traffic')}</span>
                      {formatCount(robot.viewCount + robot.chatCount, i18n.language)}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
      </ul>
    </section>
  );
}
