import ApiOutlined from '@ant-design/icons-svg/es/asn/ApiOutlined';
import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import DownOutlined from '@ant-design/icons-svg/es/asn/DownOutlined';
import WarningFilled from '@ant-design/icons-svg/es/asn/WarningFilled';
import { Suspense, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/plain/icon.tsx';
import { PlainTag } from '../../../components/plain/tag.tsx';
import { lazyWithAntd, loadAntdScope } from '../../../lib/antd/lazy-with-antd.tsx';
import type { ModelChoice } from '../hooks/use-model-choice.ts';
import { labelIn } from '../lib/labels.ts';
import type { ModelPickerProps } from './model-select.tsx';
import './model-picker.css';

const loadModelSelect = () => import('./model-select.tsx');
const loadPluginSelect = () => import('./plugin-select.tsx');
const ModelSelect = lazyWithAntd(() => loadModelSelect().then((m) => m.ModelSelect));
const PluginSelect = lazyWithAntd(() => loadPluginSelect().then((m) => m.PluginSelect));

/** antd's scope and the picker's module, downloading before the user opens it. */
const preloader = (load: () => Promise<unknown>) => () =>
  void Promise.all([loadAntdScope(), load()]).catch(() => {});
const preloadModelSelect = preloader(loadModelSelect);
const preloadPluginSelect = preloader(loadPluginSelect);

/** A degraded model's mark in the picker: the warning sign, named, with a CSS tooltip. */
function DegradedMark() {
  const { t } = useTranslation('chat');
  return (
    <span
      role="img"
      aria-label={t('model.degraded')}
      className="rs-tip rs-chat-pick__degraded"
      data-tip={t('model.degradedTip')}
    >
      <Icon icon={WarningFilled} />
    </span>
  );
}

/**
 * What stands in for one of antd's small filled Selects until the user opens it: a button with its
 * look (model-picker.css), showing the same value. It starts loading the real one when the pointer
 * or the focus comes to it, and asks for it on a click, Enter, Space or the down arrow.
 */
function PickTrigger({
  label,
  className,
  disabled,
  suffix,
  children,
  mark,
  onPreload,
  onOpen,
  takeFocus = false,
}: {
  label: string;
  className: string;
  disabled: boolean;
  suffix: ReactNode;
  children: ReactNode;
  /** after the value, outside its clipped box (a mark with a tooltip) */
  mark?: ReactNode;
  onPreload?: () => void;
  onOpen?: (hadFocus: boolean) => void;
  /** the one standing in while the real Select loads takes the focus the first one had */
  takeFocus?: boolean;
}) {
  const button = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (takeFocus) button.current?.focus();
  }, [takeFocus]);
  return (
    <button
      type="button"
      ref={button}
      className={`rs-chat-pick ${className}`}
      aria-label={label}
      aria-haspopup="listbox"
      aria-expanded={false}
      disabled={disabled}
      onPointerEnter={onPreload}
      onFocus={onPreload}
      onClick={(e) => onOpen?.(document.activeElement === e.currentTarget)}
      onKeyDown={(e) => {
        if (e.key === 'ArrowDown' && onOpen && !disabled) {
          e.preventDefault();
          onOpen(true);
        }
      }}
    >
      <span className="rs-chat-pick__content">{children}</span>
      {mark ? <span className="rs-chat-pick__mark">{mark}</span> : null}
      <span className="rs-chat-pick__suffix">{suffix}</span>
    </button>
  );
}

/**
 * The model picker: a plain trigger showing the chosen model until the user first opens it, then
 * antd's Select (model-select.tsx, loaded with antd's scope), open and focused, and kept from then on.
 * antd's Select on the chat's first screen ran antd's hooks and needed its chunk (decision 034).
 */
function ModelPicker({ choice, model, disabled }: ModelPickerProps) {
  const { t, i18n } = useTranslation('chat');
  // null until asked; then whether the trigger had the focus (for the one standing in meanwhile)
  const [asked, setAsked] = useState<{ focus: boolean } | null>(null);
  const trigger = (focus: boolean, active: boolean) => (
    <PickTrigger
      label={t('model.label')}
      className="rs-chat-model-select"
      disabled={disabled}
      suffix={<Icon icon={DownOutlined} />}
      onPreload={active ? preloadModelSelect : undefined}
      onOpen={active ? (hadFocus) => setAsked({ focus: hadFocus }) : undefined}
      takeFocus={focus}
      mark={model.degraded ? <DegradedMark /> : null}
    >
      {labelIn(model, i18n.language)}
    </PickTrigger>
  );
  if (!asked) return trigger(false, true);
  return (
    <Suspense fallback={trigger(asked.focus, false)}>
      <ModelSelect choice={choice} model={model} disabled={disabled} />
    </Suspense>
  );
}

/** The plugins of a new conversation: a plain trigger, then antd's multiple Select (plugin-select.tsx). */
function PluginPicker({ choice, disabled }: { choice: ModelChoice; disabled: boolean }) {
  const { t, i18n } = useTranslation('chat');
  const [asked, setAsked] = useState<{ focus: boolean } | null>(null);
  const chosen = choice.pluginIds.map((id) => {
    const p = choice.plugins.find((x) => x.id === id);
    return { id, name: p ? labelIn(p, i18n.language) : id };
  });
  const trigger = (focus: boolean, active: boolean) => (
    <PickTrigger
      label={t('plugins.label')}
      className="rs-chat-plugin-select rs-chat-pick--multiple"
      disabled={disabled}
      suffix={<Icon icon={ApiOutlined} />}
      onPreload={active ? preloadPluginSelect : undefined}
      onOpen={active ? (hadFocus) => setAsked({ focus: hadFocus }) : undefined}
      takeFocus={focus}
    >
      {chosen.length === 0 ? (
        <span className="rs-chat-pick__placeholder">
          {t('plugins.placeholder', { count: choice.maxPlugins })}
        </span>
      ) : (
        chosen.map(({ id, name }) => (
          <span key={id} className="rs-chat-pick__item" title={name}>
            <span className="rs-chat-pick__item-name">{name}</span>
            <Icon icon={CloseOutlined} className="rs-chat-pick__item-remove" />
          </span>
        ))
      )}
    </PickTrigger>
  );
  if (!asked) return trigger(false, true);
  return (
    <Suspense fallback={trigger(asked.focus, false)}>
      <PluginSelect choice={choice} disabled={disabled} />
    </Suspense>
  );
}

/**
 * Above the question box: the model picker (when there is a choice), and the plugins: chosen for a
 * new conversation when its model supports tools, shown read-only for a conversation that has some.
 * Drawn without antd (decision 034); the pickers bring antd's Select when first opened.
 */
export function ChatChoiceBar({
  choice,
  isNew,
  conversationPlugins,
  disabled,
}: {
  choice: ModelChoice;
  /** no conversation yet: plugins can be chosen */
  isNew: boolean;
  /** the plugins of the conversation on screen */
  conversationPlugins: string[];
  disabled: boolean;
}) {
  const { t, i18n } = useTranslation('chat');
  const pluginName = (id: string) => {
    const p = choice.allPlugins.find((x) => x.id === id);
    return p ? labelIn(p, i18n.language) : id;
  };
  const showPlugins = isNew && choice.plugins.length > 0;
  const showTags = !isNew && conversationPlugins.length > 0;
  if (!choice.showPicker && !showPlugins && !showTags && !choice.pluginsCleared) return null;

  return (
    <div className="rs-chat-choices">
      {choice.showPicker && choice.model ? (
        <ModelPicker choice={choice} model={choice.model} disabled={disabled} />
      ) : null}
      {showPlugins ? <PluginPicker choice={choice} disabled={disabled} /> : null}
      {showTags ? (
        <div className="rs-chat-plugin-tags" aria-label={t('plugins.ofConversation')} role="group">
          <span className="rs-chat-choices-secondary">{t('plugins.ofConversation')}</span>
          {conversationPlugins.map((id) => (
            <PlainTag key={id} className="rs-chat-plugin-tag">
              <Icon icon={ApiOutlined} />
              <span>{pluginName(id)}</span>
            </PlainTag>
          ))}
        </div>
      ) : null}
      {choice.pluginsCleared ? (
        <span role="status" className="rs-chat-choices-secondary rs-chat-choices-note">
          {t('plugins.cleared')}
        </span>
      ) : null}
    </div>
  );
}
