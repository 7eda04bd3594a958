import { ExportOutlined } from '@ant-design/icons';
import { Flex, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { ThemeToggle } from '../../components/theme-toggle.tsx';
import { paths } from '../../lib/paths.ts';
import { useIsMobile } from '../../lib/use-is-mobile.ts';
import { BrandLink } from './brand-link.tsx';
import { HeaderShell } from './header-shell.tsx';

const links = [
  { href: paths.home, labelKey: 'siteHome' },
  { href: paths.robotList, labelKey: 'robotList' },
  { href: paths.xky, labelKey: 'xky' },
] as const;

/** Detail pages are often opened from shared links: a light header whose links open in a new tab. */
export function DetailHeader() {
  const { t } = useTranslation('nav');
  const { token } = theme.useToken();
  const isMobile = useIsMobile();
  return (
    <HeaderShell>
      <BrandLink newTab hideName={isMobile} />
      <nav
        aria-label={t('mainNav')}
        style={{ display: 'flex', gap: isMobile ? 2 : 8, minWidth: 0, overflowX: 'auto' }}
      >
        {links.map((l) => (
          <a
            key={l.href}
            href={l.href}
            target="_blank"
            rel="noopener noreferrer"
            style={{
              padding: isMobile ? 6 : '6px 10px',
              fontSize: isMobile ? 14 : undefined,
              color: token.colorText,
              whiteSpace: 'nowrap',
              borderRadius: token.borderRadius,
            }}
          >
            {t(l.labelKey)}
            {isMobile ? null : (
              <ExportOutlined
                style={{ fontSize: 11, marginInlineStart: 4, color: token.colorTextTertiary }}
                aria-hidden
              />
            )}
            <span className="rs-visually-hidden">{t('openInNewTab')}</span>
          </a>
        ))}
      </nav>
      <Flex align="center" gap={2} style={{ marginInlineStart: 'auto', flex: 'none' }}>
        {isMobile ? null : <LanguageSwitch compact />}
        <ThemeToggle />
      </Flex>
    </HeaderShell>
  );
}
