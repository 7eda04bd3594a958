import TranslationOutlined from '@ant-design/icons-svg/es/asn/TranslationOutlined';
import { useTranslation } from 'react-i18next';
import { languages, type Language } from '../lib/i18n/languages.ts';
import { useLanguageStore } from '../stores/language-store.ts';
import { Icon } from './plain/icon.tsx';
import { MenuButton } from './plain/menu.tsx';
import { plainButtonClass } from './plain/plain-button.tsx';

/** zh-CN / en-US; choosing the other language stores it and reloads the page. */
export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  const switchTo = useLanguageStore((s) => s.switchTo);
  return (
    <MenuButton
      label={t('language.label')}
      title={t('language.label')}
      className={plainButtonClass({ variant: 'text' }, !compact)}
      items={languages.map((l) => ({
        key: l,
        label: t(`language.${l}`),
        lang: l,
        current: l === language,
      }))}
      onSelect={(key) => {
        if (key !== language) switchTo(key as Language);
      }}
    >
      <Icon icon={TranslationOutlined} />
      {compact ? null : <span>{t(`language.${language}`)}</span>}
    </MenuButton>
  );
}
