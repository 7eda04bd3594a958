import { CheckCircleFilled, HomeOutlined } from '@ant-design/icons';
import { Button, Flex, Tag, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ComingSoonIllustration } from '../../components/illustrations/coming-soon-illustration.tsx';
import { StatusPage } from '../../components/status-page.tsx';
import { paths } from '../../lib/paths.ts';

/** Sections whose screens arrive in later issues; each names what it will offer. */
export type ComingSection =
  'robots' | 'articles' | 'myArticles' | 'xky' | 'aiTools' | 'myAiTools' | 'assistant' | 'chat';

const points = ['point1', 'point2', 'point3'] as const;

export function ComingSoonPage({ section }: { section: ComingSection }) {
  const { t } = useTranslation(['coming', 'common']);
  const { token } = theme.useToken();
  const navigate = useNavigate();
  return (
    <StatusPage
      illustration={<ComingSoonIllustration size={260} />}
      title={
        <Flex align="center" justify="center" gap={10} wrap>
          {t(`${section}.title`)}
          <Tag color="processing" style={{ marginInlineEnd: 0 }}>
            {t('badge')}
          </Tag>
        </Flex>
      }
      description={t(`${section}.description`)}
      actions={
        <Button
          type="primary"
          size="large"
          icon={<HomeOutlined />}
          onClick={() => void navigate(paths.home)}
        >
          {t('common:actions.backHome')}
        </Button>
      }
    >
      <div
        style={{
          marginTop: 8,
          padding: '16px 20px',
          borderRadius: token.borderRadiusLG,
          background: token.colorFillQuaternary,
          textAlign: 'start',
          width: '100%',
          maxWidth: 440,
        }}
      >
        <Typography.Text strong>{t('offers')}</Typography.Text>
        <ul style={{ listStyle: 'none', padding: 0, margin: '10px 0 0' }}>
          {points.map((p) => (
            <li key={p} style={{ display: 'flex', gap: 10, padding: '4px 0' }}>
              <CheckCircleFilled style={{ color: token.colorPrimary, marginTop: 5 }} aria-hidden />
              <Typography.Text>{t(`${section}.${p}`)}</Typography.Text>
            </li>
          ))}
        </ul>
      </div>
    </StatusPage>
  );
}
