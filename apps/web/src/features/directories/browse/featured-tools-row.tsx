import { StarFilled } from '@ant-design/icons';
import { Flex, Skeleton, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeaturedToolsQuery } from '../api/get-featured-tools.ts';
import { DirectoryCard } from './directory-card.tsx';
import './tool-rows.css';

/** The AI tools a superuser featured, one row scrolling sideways inside itself; hidden if none. */
export function FeaturedToolsRow() {
  const { t } = useTranslation('directories');
  const { token } = theme.useToken();
  const { data, isPending, isError } = useFeaturedToolsQuery();
  if (isError || (data && data.list.length === 0)) return null;
  return (
    <section aria-labelledby="rs-featured-title" style={{ marginBottom: 20, minWidth: 0 }}>
      <Flex align="center" gap={8} style={{ marginBottom: 10 }}>
        <StarFilled style={{ color: token.gold6 }} aria-hidden />
        <Typography.Title level={2} id="rs-featured-title" style={{ fontSize: 17, margin: 0 }}>
          {t('aitool.featured')}
        </Typography.Title>
      </Flex>
      <ul className="rs-tool-row" aria-labelledby="rs-featured-title">
        {isPending
          ? Array.from({ length: 3 }, (_, i) => (
              <li key={i} className="rs-tool-row__featured rs-tool-row__placeholder" aria-hidden>
                <Skeleton active avatar paragraph={{ rows: 2 }} />
              </li>
            ))
          : data.list.map((tool) => (
              <li key={tool.uuid} className="rs-tool-row__featured">
                <DirectoryCard kind="aitool" item={tool} />
              </li>
            ))}
      </ul>
    </section>
  );
}
