import { CheckOutlined } from '@ant-design/icons';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../../components/brand-logo.tsx';
import { HeroIllustration } from '../../../components/illustrations/hero-illustration.tsx';
import { useSiteName } from '../../../lib/use-site-name.ts';

const points = ['panelPoint1', 'panelPoint2', 'panelPoint3'] as const;

/** The brand half of the login card on wide screens. */
export function LoginSidePanel() {
  const { t } = useTranslation('auth');
  const siteName = useSiteName();
  return (
    <Flex
      vertical
      justify="space-between"
      gap={24}
      style={{
        flex: '1 1 0',
        padding: 40,
        color: '#fff',
        background: 'linear-gradient(150deg, #4f46e5 0%, #4338ca 55%, #312e81 100%)',
      }}
    >
      <Flex align="center" gap={10}>
        <div style={{ borderRadius: 12, background: 'rgba(255,255,255,0.16)', padding: 4 }}>
          <BrandMark size={32} />
        </div>
        <Typography.Text strong style={{ color: '#fff', fontSize: 18 }}>
          {siteName}
        </Typography.Text>
      </Flex>
      <div aria-hidden style={{ alignSelf: 'center' }}>
        <HeroIllustration size={300} />
      </div>
      <div>
        <Typography.Title level={3} style={{ color: '#fff', marginTop: 0 }}>
          {t('page.panelTitle')}
        </Typography.Title>
        <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {points.map((p) => (
            <li key={p} style={{ display: 'flex', gap: 10, padding: '5px 0', color: '#e0e7ff' }}>
              <CheckOutlined style={{ marginTop: 5 }} aria-hidden />
              <span>{t(`page.${p}`)}</span>
            </li>
          ))}
        </ul>
      </div>
    </Flex>
  );
}
