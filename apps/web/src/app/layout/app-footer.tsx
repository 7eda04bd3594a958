import { Flex, Layout, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { useSiteName } from '../../lib/use-site-name.ts';

export function AppFooter() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const siteName = useSiteName();
  return (
    <Layout.Footer
      style={{ borderTop: `1px solid ${token.colorBorderSecondary}`, padding: '20px 16px' }}
    >
      <Flex
        justify="space-between"
        align="center"
        wrap
        gap={12}
        style={{ maxWidth: 1200, margin: '0 auto' }}
      >
        <Typography.Text type="secondary">
          {t('footer.rights', { year: new Date().getFullYear(), siteName })} · {t('footer.madeFor')}
        </Typography.Text>
        <Flex gap={20}>
          <Link to={paths.aboutUs}>{t('footer.about')}</Link>
          <Link to={paths.contact}>{t('footer.contact')}</Link>
        </Flex>
      </Flex>
    </Layout.Footer>
  );
}
