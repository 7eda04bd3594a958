import CheckOutlined from '@ant-design/icons-svg/es/asn/CheckOutlined';
import CopyOutlined from '@ant-design/icons-svg/es/asn/CopyOutlined';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../plain/icon.tsx';
import { PlainButton } from '../plain/plain-button.tsx';
import { textOf } from './markdown-plugins.ts';

type HastElement = Parameters<typeof textOf>[0];

const languageOf = (code: HastElement): string => {
  const cls = code?.properties?.className;
  const list = Array.isArray(cls) ? (cls as unknown[]).map(String) : [];
  const lang = list.find((c) => c.startsWith('language-'));
  return lang ? lang.slice('language-'.length) : '';
};

/**
 * A fenced code block: language label, copy button, then the (highlighted) code. Plain markup: the
 * chat draws answers without antd (decision 034).
 */
export function CodeBlock({ node, children }: { node?: HastElement; children?: ReactNode }) {
  const { t } = useTranslation('markdown');
  const [copied, setCopied] = useState(false);
  const code = node?.children?.find((c) => c.type === 'element' && c.tagName === 'code');
  const language = languageOf(code);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = () => {
    void navigator.clipboard
      ?.writeText(textOf(code).replace(/\n$/, ''))
      .then(() => setCopied(true));
  };

  return (
    <div className="rs-md-code">
      <div className="rs-md-code-head">
        <span className="rs-md-code-lang">{language || t('code')}</span>
        <PlainButton
          size="small"
          icon={<Icon icon={copied ? CheckOutlined : CopyOutlined} />}
          onClick={copy}
          aria-label={copied ? t('copied') : t('copyCode')}
        >
          {copied ? t('copied') : t('copy')}
        </PlainButton>
      </div>
      <pre>{children}</pre>
    </div>
  );
}
