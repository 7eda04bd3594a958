import { EyeOutlined, FireFilled } from '@ant-design/icons';
import { Flex, Skeleton, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCount } from '../../../lib/format-count.ts';
import { paths } from '../../../lib/paths.ts';
import { useHotToolsQuery } from '../api/get-hot-tools.ts';
import { ItemImage } from './item-image.tsx';
import './tool-rows.css';

/** The most visited AI tools, ranked, in one row scrolling sideways; hidden if it cannot load. */
export function HotToolsStrip() {
  const { t, i18n } = useTranslation('directories');
  const { token } = theme.useToken();
  const { data, isPending, isError } = useHotToolsQuery();
  if (isError || (data && data.list.length === 0)) return null;

  const itemStyle = {
    background: token.colorBgContainer,
    border: `1px solid ${token.colorBorderSecondary}`,
    borderRadius: token.borderRadiusLG,
  };

  return (
    <section aria-labelledby="rs-hot-tools-title" style={{ marginBottom: 20, minWidth: 0 }}>
      <Flex align="center" gap={8} style={{ marginBottom: 10 }}>
        <FireFilled style={{ color: token.volcano6 }} aria-hidden />
        <Typography.Title level={2} id="rs-hot-tools-title" style={{ fontSize: 17, margin: 0 }}>
          {t('aitool.hot')}
        </Typography.Title>
      </Flex>
      <ul className="rs-tool-row" aria-labelledby="rs-hot-tools-title">
        {isPending
          ? Array.from({ length: 5 }, (_, i) => (
              <li key={i} className="rs-tool-row__hot" style={itemStyle} aria-hidden>
                <Skeleton.Avatar active shape="square" size={40} />
                <Skeleton active title={false} paragraph={{ rows: 2, width: ['80%', '50%'] }} />
              </li>
            ))
          : data.list.map((tool, i) => (
              <li key={tool.uuid}>
                <Link
                  to={paths.aiToolInfo(tool.uuid)}
                  className="rs-tool-row__hot"
                  style={itemStyle}
                >
                  <span
                    className="rs-tool-row__rank"
                    style={{ color: i < 3 ? token.volcano7 : token.colorTextTertiary }}
                  >
                    {i + 1}
                  </span>
                  <ItemImage
                    url={tool.image}
                    title={tool.name}
                    shape="square"
                    size={40}
                    radius={10}
                  />
                  <span style={{ minWidth: 0 }}>
                    <Typography.Text
                      strong
                      className="rs-ellipsis"
                      title={tool.name}
                      style={{ display: 'block' }}
                    >
                      {tool.name}
                    </Typography.Text>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      <EyeOutlined aria-hidden />{' '}
                      <span className="rs-visually-hidden">{t('stats.views')}</span>
                      {formatCount(tool.viewCount, i18n.language)}
                    </Typography.Text>
                  </span>
                </Link>
              </li>
            ))}
      </ul>
    </section>
  );
}
