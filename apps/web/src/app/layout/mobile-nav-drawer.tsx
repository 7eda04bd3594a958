import { AppstoreOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Drawer, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { mainNavItems } from './nav-items.ts';

/** The features menu on phones: a bottom sheet listing every section. */
export function MobileNavDrawer() {
  const { t } = useTranslation('nav');
  const { token } = theme.useToken();
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const items = [
    { to: paths.home, labelKey: 'home' },
    ...mainNavItems,
    { to: paths.aboutUs, labelKey: 'about' },
  ] as const;
  const go = (to: string) => {
    setOpen(false);
    void navigate(to);
  };
  return (
    <>
      <Button
        type="text"
        icon={<AppstoreOutlined />}
        onClick={() => setOpen(true)}
        aria-label={t('featuresMenu')}
        aria-expanded={open}
        style={{ minWidth: 44, minHeight: 44 }}
      />
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        placement="bottom"
        size="auto"
        title={t('featuresMenu')}
        styles={{ body: { paddingTop: 0 } }}
      >
        <nav aria-label={t('mainNav')}>
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {items.map((item) => (
              <li key={item.to} style={{ borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
                <Button
                  type="text"
                  block
                  onClick={() => go(item.to)}
                  style={{
                    height: 52,
                    justifyContent: 'space-between',
                    fontSize: 16,
                    borderRadius: token.borderRadius,
                  }}
                >
                  <span style={{ flex: 1, textAlign: 'start' }}>{t(item.labelKey)}</span>
                  <RightOutlined style={{ color: token.colorTextTertiary }} aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        </nav>
      </Drawer>
    </>
  );
}
