import MoonOutlined from '@ant-design/icons-svg/es/asn/MoonOutlined';
import SunOutlined from '@ant-design/icons-svg/es/asn/SunOutlined';
import { useTranslation } from 'react-i18next';
import { useThemeStore } from '../stores/theme-store.ts';
import { Icon } from './plain/icon.tsx';
import { PlainButton } from './plain/plain-button.tsx';

/** Light or dark: a round icon button naming the theme it switches to. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const mode = useThemeStore((s) => s.mode);
  const toggle = useThemeStore((s) => s.toggle);
  const label = mode === 'dark' ? t('theme.toLight') : t('theme.toDark');
  return (
    <PlainButton
      shape="circle"
      icon={<Icon icon={mode === 'dark' ? SunOutlined : MoonOutlined} />}
      onClick={toggle}
      aria-label={label}
      title={label}
    />
  );
}
