import { TranslationOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { languages, type Language } from '../lib/i18n/languages.ts';
import { useLanguageStore } from '../stores/language-store.ts';

/** zh-CN / en-US; choosing the other language stores it and reloads the page. */
export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  const switchTo = useLanguageStore((s) => s.switchTo);
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [language],
        items: languages.map((l) => ({ key: l, label: t(`language.${l}`) })),
        onClick: ({ key }) => {
          if (key !== language) switchTo(key as Language);
        },
      }}
    >
      <Button
        type="text"
        icon={<TranslationOutlined />}
        aria-label={t('language.label')}
        title={t('language.label')}
      >
        {compact ? null : t(`language.${language}`)}
      </Button>
    </Dropdown>
  );
}
