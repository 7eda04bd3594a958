import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useThemeStore } from '../stores/theme-store.ts';

export function ThemeToggle() {
  const { t } = useTranslation();
  const mode = useThemeStore((s) => s.mode);
  const toggle = useThemeStore((s) => s.toggle);
  const label = mode === 'dark' ? t('theme.toLight') : t('theme.toDark');
  return (
    <Button
      type="text"
      shape="circle"
      icon={mode === 'dark' ? <SunOutlined /> : <MoonOutlined />}
      onClick={toggle}
      aria-label={label}
      title={label}
    />
  );
}
