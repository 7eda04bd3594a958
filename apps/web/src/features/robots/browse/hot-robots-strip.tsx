import { FireFilled, FireOutlined } from '@ant-design/icons';
import { Flex, Skeleton, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useHotRobotsQuery } from '../api/get-hot-robots.ts';
import { formatCount } from '../../../lib/format-count.ts';
import { RobotPortrait } from '../components/robot-portrait.tsx';
import './browse.css';

/** The most visited robots (views plus chats, the server's traffic order), one horizontally scrolling row; hidden if it cannot load. */
export function HotRobotsStrip() {
  const { t, i18n } = useTranslation('robots');
  const { token } = theme.useToken();
  const { data, isPending, isError } = useHotRobotsQuery();
  if (isError || (data && data.list.length === 0)) return null;

  const itemStyle = {
    background: token.colorBgContainer,
    border: `1px solid ${token.colorBorderSecondary}`,
    borderRadius: token.borderRadiusLG,
  };

  return (
    <section aria-labelledby="rs-hot-title" style={{ marginBottom: 20 }}>
      <Flex align="center" gap={8} style={{ marginBottom: 10 }}>
        <FireFilled style={{ color: token.volcano6 }} aria-hidden />
        <Typography.Title level={2} id="rs-hot-title" style={{ fontSize: 17, margin: 0 }}>
          {t('hot.title')}
        </Typography.Title>
      </Flex>
      <ul className="rs-hot-strip">
        {isPending
          ? Array.from({ length: 5 }, (_, i) => (
              <li key={i} className="rs-hot-strip__item" style={itemStyle} aria-hidden>
                <Skeleton.Avatar active shape="square" size={40} />
                <Skeleton active title={false} paragraph={{ rows: 2, width: ['80%', '50%'] }} />
              </li>
            ))
          : data.list.map((robot, i) => (
              <li key={robot.uuid}>
                <Link
                  to={paths.robotInfo(robot.uuid)}
                  className="rs-hot-strip__item rs-hot-strip__link"
                  style={itemStyle}
                >
                  <span
                    className="rs-hot-strip__rank"
                    style={{ color: i < 3 ? token.volcano7 : token.colorTextTertiary }}
                  >
                    {i + 1}
                  </span>
                  <RobotPortrait url={robot.headportraitUrl} name={robot.robotName} size={40} />
                  <span style={{ minWidth: 0 }}>
                    <Typography.Text
                      strong
                      className="rs-ellipsis"
                      title={robot.robotName}
                      style={{ display: 'block' }}
                    >
                      {robot.robotName}
                    </Typography.Text>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      <FireOutlined aria-hidden />{' '}
                      <span className="rs-visually-hidden">{t('hot.traffic')}</span>
                      {formatCount(robot.viewCount + robot.chatCount, i18n.language)}
                    </Typography.Text>
                  </span>
                </Link>
              </li>
            ))}
      </ul>
    </section>
  );
}
