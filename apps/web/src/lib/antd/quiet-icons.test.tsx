import { act, render, screen, within } from '@testing-library/react';
import { Alert, Button, Drawer, Input, Modal, Popconfirm, Result, Select, Tabs, Tag } from 'antd';
import { beforeEach, describe, expect, it } from 'vitest';
import { Providers } from '../../app/providers.tsx';
import { Pagination } from '../../components/pagination.tsx';
import { useLanguageStore } from '../../stores/language-store.ts';
import { iconNamesHeard, iconNamesOnPage } from '../../test/icon-names.ts';
import { feedback } from '../feedback.ts';
import i18n from '../i18n/i18n.ts';
import { AntdScope } from './antd-scope.tsx';
import { statusIcons, useAllowClear } from './quiet-icons.tsx';

beforeEach(async () => {
  await i18n.changeLanguage('zh-CN');
  useLanguageStore.setState({ language: 'zh-CN' });
});

const renderInScope = (ui: React.ReactNode) =>
  render(
    <Providers>
      <AntdScope>{ui}</AntdScope>
    </Providers>,
  );

describe("antd's own icons on a Chinese page", () => {
  it('are not read out: select arrows, status icons, a loading button, the tabs\' "more"', async () => {
    renderInScope(
      <>
        <Select aria-label="模型" options={[{ value: 1, label: '甲' }]} defaultValue={1} />
        <Select aria-label="插件" loading options={[]} />
        <Alert type="warning" showIcon title="注意" />
        <Alert type="success" showIcon title="好了" />
        <Button loading>保存设置</Button>
        <Tabs items={[{ key: 'a', label: '全部' }]} />
        <Tag closable>标签</Tag>
      </>,
    );
    expect(iconNamesOnPage()).toEqual(
      expect.arrayContaining(['down', 'loading', 'exclamation-circle', 'check-circle']),
    );
    expect(iconNamesHeard()).toEqual([]);
    // the loading button is named by its text alone, the tabs' overflow button (drawn, hidden until
    // the tabs overflow) in Chinese
    expect(screen.getByRole('button', { name: '保存设置' })).toBeInTheDocument();
    expect(document.querySelector('.ant-tabs-nav-more .anticon')).toHaveAttribute(
      'aria-label',
      '更多标签',
    );
  });

  it("are not read out in the pagination: its arrows' buttons say 上一页 and 下一页", () => {
    renderInScope(
      <>
        <Pagination total={200} current={5} showSizeChanger={false} />
        <Pagination total={200} current={5} simple />
      </>,
    );
    expect(iconNamesOnPage()).toEqual(
      expect.arrayContaining(['left', 'right', 'double-left', 'double-right', 'ellipsis']),
    );
    expect(iconNamesHeard()).toEqual([]);
    expect(screen.getAllByRole('button', { name: '上一页' })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: '下一页' })).toHaveLength(2);
  });

  it('are not read out in the toasts and a confirmation', async () => {
    renderInScope(
      <>
        <Modal open title="对话框">
          内容
        </Modal>
        <Drawer open title="抽屉">
          内容
        </Drawer>
      </>,
    );
    act(() => {
      feedback.message.success('已保存');
      feedback.message.error({ content: '出错了', duration: 5 });
      feedback.modal.confirm({ title: '确定删除？' });
    });
    await screen.findByText('已保存');
    await screen.findByText('出错了');
    const [question] = await screen.findAllByText('确定删除？');
    expect(iconNamesOnPage()).toEqual(
      expect.arrayContaining(['check-circle', 'close-circle', 'exclamation-circle', 'close']),
    );
    expect(iconNamesHeard()).toEqual([]);
    // the dialogs' close buttons keep antd's name, in Chinese
    const confirm = question!.closest<HTMLElement>('.ant-modal')!;
    expect(within(confirm).queryByRole('img')).toBeNull();
    expect(screen.getAllByRole('button', { name: '关闭' }).length).toBeGreaterThanOrEqual(2);
  });

  it("are not read out with the app's clear buttons, confirmations and results", async () => {
    function Clearable() {
      const allowClear = useAllowClear();
      return (
        <>
          <Select
            aria-label="模型"
            allowClear={allowClear.select}
            options={[{ value: 1, label: '甲' }]}
            defaultValue={1}
          />
          <Input aria-label="关键词" allowClear={allowClear.input} defaultValue="机器人" />
          <Popconfirm title="删除这个模型？" icon={statusIcons.warning} open>
            <Button>删除</Button>
          </Popconfirm>
          <Result status="warning" icon={statusIcons.warning} title="加载失败" />
        </>
      );
    }
    renderInScope(<Clearable />);
    await screen.findByText('删除这个模型？');
    expect(iconNamesOnPage()).toEqual(
      expect.arrayContaining(['close-circle', 'exclamation-circle']),
    );
    expect(iconNamesHeard()).toEqual([]);
    // the select's clear button and the input's, named in Chinese
    expect(screen.getAllByRole('button', { name: '清除' })).toHaveLength(2);
  });
});
