import { DownOutlined, MinusOutlined, PlusOutlined, UpOutlined } from '@ant-design/icons';
import {
  InputNumber as AntdInputNumber,
  ConfigProvider,
  type GetRef,
  type InputNumberProps,
} from 'antd';
import {
  useContext,
  useEffectEvent,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  type Ref,
} from 'react';
import { useTranslation } from 'react-i18next';

type Handle = GetRef<typeof AntdInputNumber>;

/** What names the number box: its aria-labelledby, aria-label or `<label>` (a Form.Item's). */
function fieldName(input: HTMLInputElement | null): string {
  if (!input) return '';
  const ids = input.getAttribute('aria-labelledby');
  const name = ids
    ? ids
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ')
    : (input.getAttribute('aria-label') ?? input.labels?.[0]?.textContent ?? '');
  return name.trim();
}

/**
 * antd's InputNumber with its step arrows named in the page's language, with the field's name
 * ("增加：赠送额度", "Decrease: Sort"): the arrows (rc-input-number's `<span role="button">`) are named
 * 'Increase Value' and 'Decrease Value' in English whatever the language, and antd takes no name
 * for them. Their aria-label is set on the drawn spans after each render, and again when antd draws
 * them anew (a MutationObserver: they come back when the box is enabled again, from a Form's or
 * ConfigProvider's `disabled` too, without this component rendering). React leaves the attribute
 * alone as long as antd passes the same English text. The arrows' icons are antd's, hidden (the
 * arrow's name says it). Looks, markup and class names are antd's.
 */
export function InputNumber({ ref, ...props }: InputNumberProps & { ref?: Ref<Handle> }) {
  const { t } = useTranslation('common');
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const cls = getPrefixCls('input-number', props.prefixCls);
  const inner = useRef<Handle>(null);
  useImperativeHandle(ref, () => inner.current!);

  const relabel = useEffectEvent((root: HTMLElement) => {
    const name = fieldName(root.querySelector('input'));
    const names = {
      up: name ? t('antd.increaseField', { name }) : t('antd.increase'),
      down: name ? t('antd.decreaseField', { name }) : t('antd.decrease'),
    };
    for (const action of ['up', 'down'] as const) {
      for (const arrow of root.querySelectorAll(`.${cls}-action-${action}`)) {
        if (arrow.getAttribute('aria-label') !== names[action])
          arrow.setAttribute('aria-label', names[action]);
      }
    }
  });

  // after each render (the language, the field's name), and on antd's own changes to the arrows
  const observed = useRef<{ root: HTMLElement; observer: MutationObserver } | null>(null);
  useLayoutEffect(() => {
    const root = inner.current?.nativeElement ?? null;
    if (root) relabel(root);
    if (observed.current?.root === root) return;
    observed.current?.observer.disconnect();
    observed.current = null;
    if (!root) return;
    const observer = new MutationObserver(() => relabel(root));
    observer.observe(root, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-label'],
    });
    observed.current = { root, observer };
  });
  useLayoutEffect(
    () => () => {
      observed.current?.observer.disconnect();
      observed.current = null;
    },
    [],
  );

  const spinner = props.mode === 'spinner';
  const controls =
    props.controls === undefined || props.controls === true
      ? {
          upIcon: spinner ? <PlusOutlined aria-hidden /> : <UpOutlined aria-hidden />,
          downIcon: spinner ? <MinusOutlined aria-hidden /> : <DownOutlined aria-hidden />,
        }
      : props.controls;
  return <AntdInputNumber ref={inner} {...props} controls={controls} />;
}
