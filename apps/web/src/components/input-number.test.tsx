import { act, fireEvent, render, screen } from '@testing-library/react';
import { ConfigProvider, Form } from 'antd';
import { useState, type ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { Providers } from '../app/providers.tsx';
import { AntdScope } from '../lib/antd/antd-scope.tsx';
import i18n from '../lib/i18n/i18n.ts';
import { useLanguageStore } from '../stores/language-store.ts';
import { iconNamesOnPage } from '../test/icon-names.ts';
import { InputNumber } from './input-number.tsx';

const setLanguage = async (language: 'zh-CN' | 'en-US') => {
  await act(async () => {
    await i18n.changeLanguage(language);
    useLanguageStore.setState({ language });
  });
};

beforeEach(() => setLanguage('zh-CN'));

const renderInScope = (ui: ReactNode) =>
  render(
    <Providers>
      <AntdScope>{ui}</AntdScope>
    </Providers>,
  );

/** The arrows' names as drawn, box by box: [up, down]. */
const arrowNames = () =>
  [...document.querySelectorAll('.ant-input-number')].map((box) => [
    box.querySelector('.ant-input-number-action-up')?.getAttribute('aria-label'),
    box.querySelector('.ant-input-number-action-down')?.getAttribute('aria-label'),
  ]);

/** A press on an arrow: antd steps the value on its mousedown, again and again until the mouseup. */
const press = (arrow: HTMLElement) => {
  fireEvent.mouseDown(arrow);
  fireEvent.mouseUp(arrow);
};

/** A form's number box, a named one, one without a name, and one enabled and disabled from outside. */
function Boxes({ label }: { label: string }) {
  const [value, setValue] = useState<number | null>(3);
  return (
    <>
      <Form>
        <Form.Item name="amount" label={label}>
          <InputNumber min={0} />
        </Form.Item>
      </Form>
      <InputNumber aria-label="排序" value={value} onChange={(v) => setValue(Number(v))} />
      <InputNumber />
    </>
  );
}

/** Disables its children through antd's context: they re-render, this component's children not. */
function DisabledFromOutside({ children }: { children: ReactNode }) {
  const [disabled, setDisabled] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setDisabled((d) => !d)}>
        toggle
      </button>
      <ConfigProvider componentDisabled={disabled}>{children}</ConfigProvider>
    </>
  );
}

describe("InputNumber's step arrows", () => {
  it('are named in Chinese with the field\'s name, not "Increase Value"', () => {
    renderInScope(<Boxes label="赠送额度" />);
    expect(arrowNames()).toEqual([
      ['增加：赠送额度', '减少：赠送额度'],
      ['增加：排序', '减少：排序'],
      ['增加', '减少'],
    ]);
    expect(screen.getByRole('button', { name: '增加：赠送额度' })).toBeInTheDocument();
    expect(screen.queryAllByRole('button', { name: /Value/ })).toHaveLength(0);
    // antd's icons, hidden: the arrow's name says it
    expect(screen.queryAllByRole('img')).toHaveLength(0);
    expect(iconNamesOnPage()).toEqual(expect.arrayContaining(['up', 'down']));
  });

  it('keep their names after re-renders and value changes, and follow the language', async () => {
    const { rerender } = renderInScope(<Boxes label="赠送额度" />);
    const sort = screen.getByRole('spinbutton', { name: '排序' });
    press(screen.getByRole('button', { name: '增加：排序' }));
    expect(sort).toHaveValue('4');
    press(screen.getByRole('button', { name: '减少：排序' }));
    press(screen.getByRole('button', { name: '减少：排序' }));
    expect(sort).toHaveValue('2');
    fireEvent.change(screen.getAllByRole('spinbutton')[0]!, { target: { value: '12' } });
    fireEvent.keyDown(sort, { key: 'ArrowUp' });
    expect(sort).toHaveValue('3');
    expect(arrowNames()).toEqual([
      ['增加：赠送额度', '减少：赠送额度'],
      ['增加：排序', '减少：排序'],
      ['增加', '减少'],
    ]);

    rerender(
      <Providers>
        <AntdScope>
          <Boxes label="新用户赠送" />
        </AntdScope>
      </Providers>,
    );
    expect(arrowNames()[0]).toEqual(['增加：新用户赠送', '减少：新用户赠送']);

    await setLanguage('en-US');
    rerender(
      <Providers>
        <AntdScope>
          <Boxes label="Grant" />
        </AntdScope>
      </Providers>,
    );
    expect(arrowNames()).toEqual([
      ['Increase: Grant', 'Decrease: Grant'],
      ['Increase: 排序', 'Decrease: 排序'],
      ['Increase', 'Decrease'],
    ]);
    press(screen.getByRole('button', { name: 'Increase: 排序' }));
    expect(sort).toHaveValue('4');
    expect(arrowNames()[1]).toEqual(['Increase: 排序', 'Decrease: 排序']);
  });

  it('are named again when antd draws them anew (disabled, then enabled, from outside)', async () => {
    renderInScope(
      <DisabledFromOutside>
        <InputNumber aria-label="排序" />
      </DisabledFromOutside>,
    );
    expect(arrowNames()).toEqual([['增加：排序', '减少：排序']]);
    fireEvent.click(screen.getByRole('button', { name: 'toggle' }));
    // no arrows while disabled (antd's)
    expect(arrowNames()).toEqual([[undefined, undefined]]);
    fireEvent.click(screen.getByRole('button', { name: 'toggle' }));
    // the MutationObserver's answer comes after the commit
    await act(async () => {});
    expect(arrowNames()).toEqual([['增加：排序', '减少：排序']]);
  });

  it('are named in English on an English page', async () => {
    await setLanguage('en-US');
    renderInScope(<Boxes label="Grant amount" />);
    expect(arrowNames()).toEqual([
      ['Increase: Grant amount', 'Decrease: Grant amount'],
      ['Increase: 排序', 'Decrease: 排序'],
      ['Increase', 'Decrease'],
    ]);
  });
});
