import { Input, Segmented, Typography } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Markdown } from '../../../components/markdown/markdown.tsx';
import { useIsMobile } from '../../../lib/use-is-mobile.ts';
import { InsertImageButton } from './insert-image-button.tsx';
import './markdown-editor.css';

/**
 * A markdown field (a Form.Item child, so it gets `value`, `onChange` and `id`): a text area with a
 * live counter that turns red past `max`, and the rendered preview beside it on wide screens or
 * behind an Edit / Preview switch on a phone. The preview is the app's safe markdown. Above the text,
 * "Insert image" uploads a picture and writes its markdown at the cursor.
 */
export function MarkdownEditor({
  value,
  onChange,
  max,
  id,
  placeholder,
  'aria-invalid': invalid,
}: {
  value?: string;
  onChange?: (value: string) => void;
  max: number;
  id?: string;
  placeholder?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
}) {
  const { t } = useTranslation('directoryForm');
  const isMobile = useIsMobile();
  const [view, setView] = useState<'edit' | 'preview'>('edit');
  const text = value ?? '';
  const over = text.length > max;
  const showEditor = !isMobile || view === 'edit';
  const showPreview = !isMobile || view === 'preview';
  const input = useRef<TextAreaRef>(null);
  const textArea = useCallback(() => input.current?.resizableTextArea?.textArea ?? null, []);

  return (
    <div className="rs-md-editor">
      {isMobile ? (
        <Segmented
          block
          value={view}
          onChange={(v) => setView(v as 'edit' | 'preview')}
          options={[
            { value: 'edit', label: t('editor.edit') },
            { value: 'preview', label: t('editor.preview') },
          ]}
          style={{ marginBottom: 8 }}
        />
      ) : null}
      <InsertImageButton text={text} max={max} onChange={onChange} textArea={textArea} />
      <div
        className={
          isMobile ? 'rs-md-editor__panes' : 'rs-md-editor__panes rs-md-editor__panes--split'
        }
      >
        {showEditor ? (
          <Input.TextArea
            ref={input}
            id={id}
            value={text}
            placeholder={placeholder}
            aria-invalid={invalid}
            aria-describedby={id ? `${id}-count` : undefined}
            onChange={(e) => onChange?.(e.target.value)}
            autoSize={{ minRows: 10, maxRows: 24 }}
            className="rs-md-editor__input"
          />
        ) : null}
        {showPreview ? (
          <section className="rs-md-editor__preview" aria-label={t('editor.preview')} tabIndex={0}>
            {text.trim() ? (
              <Markdown content={text} codeAutoWrap />
            ) : (
              <Typography.Text type="secondary">{t('editor.emptyPreview')}</Typography.Text>
            )}
          </section>
        ) : null}
      </div>
      <Typography.Text
        id={id ? `${id}-count` : undefined}
        type={over ? 'danger' : 'secondary'}
        className="rs-md-editor__count"
        aria-live="polite"
      >
        {t('editor.count', { length: text.length, max })}
      </Typography.Text>
    </div>
  );
}
