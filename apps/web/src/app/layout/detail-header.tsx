import ExportOutlined from '@ant-design/icons-svg/es/asn/ExportOutlined';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { Icon } from '../../components/plain/icon.tsx';
import { ThemeToggle } from '../../components/theme-toggle.tsx';
import { paths } from '../../lib/paths.ts';
import { useIsMobile } from '../../lib/use-is-mobile.ts';
import { BrandLink } from './brand-link.tsx';
import { HeaderShell } from './header-shell.tsx';
import './header.css';

const links = [
  { href: paths.home, labelKey: 'siteHome' },
  { href: paths.robotList, labelKey: 'robotList' },
  { href: paths.xky, labelKey: 'xky' },
] as const;

/** Detail pages are often opened from shared links: a light header whose links open in a new tab. */
export function DetailHeader() {
  const { t } = useTranslation('nav');
  const isMobile = useIsMobile();
  return (
    <HeaderShell>
      <BrandLink newTab hideName={isMobile} />
      <nav
        aria-label={t('mainNav')}
        className={isMobile ? 'rs-detail-nav rs-detail-nav--compact' : 'rs-detail-nav'}
      >
        {links.map((l) => (
          <a
            key={l.href}
            href={l.href}
            target="_blank"
            rel="noopener noreferrer"
            className="rs-detail-nav__link"
          >
            {t(l.labelKey)}
            {isMobile ? null : <Icon icon={ExportOutlined} className="rs-detail-nav__new-tab" />}
            <span className="rs-visually-hidden">{t('openInNewTab')}</span>
          </a>
        ))}
      </nav>
      <div className="rs-header-actions rs-header-actions--compact">
        {isMobile ? null : <LanguageSwitch compact />}
        <ThemeToggle />
      </div>
    </HeaderShell>
  );
}
