import {
  ApiOutlined,
  AppstoreOutlined,
  DashboardOutlined,
  FileSearchOutlined,
  InboxOutlined,
  MessageOutlined,
  SettingOutlined,
  TeamOutlined,
  ToolOutlined,
} from '@ant-design/icons';
import { Menu, Select } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { adminSectionKeys, type AdminSectionKey } from '../sections.ts';

const icons: Record<AdminSectionKey, ReactNode> = {
  dashboard: <DashboardOutlined aria-hidden />,
  users: <TeamOutlined aria-hidden />,
  conversations: <MessageOutlined aria-hidden />,
  content: <AppstoreOutlined aria-hidden />,
  requirements: <InboxOutlined aria-hidden />,
  logs: <FileSearchOutlined aria-hidden />,
  models: <ApiOutlined aria-hidden />,
  plugins: <ToolOutlined aria-hidden />,
  config: <SettingOutlined aria-hidden />,
};

/**
 * The sections: a side menu of links (Tab reaches each, Enter opens it, a middle click opens a new
 * tab); on a phone a select above the content, so nothing needs a sideways scroll.
 */
export function AdminNav({ current, mobile }: { current: AdminSectionKey; mobile: boolean }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  if (mobile) {
    return (
      <nav aria-label={t('nav')} className="rs-admin__nav">
        <Select
          value={current}
          aria-label={t('nav')}
          style={{ width: '100%' }}
          size="large"
          onChange={(key: AdminSectionKey) => void navigate(paths.adminSection(key))}
          options={adminSectionKeys.map((key) => ({
            value: key,
            label: (
              <span>
                {icons[key]} {t(`sections.${key}`)}
              </span>
            ),
          }))}
        />
      </nav>
    );
  }
  return (
    <nav aria-label={t('nav')} className="rs-admin__nav">
      <Menu
        mode="inline"
        selectedKeys={[current]}
        className="rs-admin__menu"
        items={adminSectionKeys.map((key) => ({
          key,
          icon: icons[key],
          label: (
            <Link to={paths.adminSection(key)} aria-current={key === current ? 'page' : undefined}>
              {t(`sections.${key}`)}
            </Link>
          ),
        }))}
      />
    </nav>
  );
}
