import type { AdminLogEntry } from '@robot/contracts';
import { adminApi } from '@robot/contracts/client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Table, Tabs, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiCall } from '../../../../lib/api/index.ts';
import { formatTime } from '../../ops-shared/format.ts';
import { OpsQueryState } from '../../ops-shared/ops-states.tsx';
import { opsKeys } from '../../ops-shared/query-keys.ts';
import { useStackedColumns, type OpsColumn } from '../../ops-shared/stack-columns.tsx';
import { changedKeys, prettyJson } from './audit-diff.ts';
import '../../ops-shared/ops.css';

type LogType = AdminLogEntry['type'];
type Of<T extends LogType> = Extract<AdminLogEntry, { type: T }>;
const PAGE = 20;
const person = (p: { nickname: string; username: string } | null) =>
  p ? p.nickname || p.username : '—';

function AuditDiff(props: { entry: Of<'audit'> }) {
  const { t } = useTranslation('adminOps');
  const keys = changedKeys(props.entry.before, props.entry.after);
  if (keys.length === 0)
    return <Typography.Text type="secondary">{t('logs.noChanges')}</Typography.Text>;
  return (
    <table style={{ width: '100%', tableLayout: 'fixed', borderCollapse: 'collapse' }}>
      <thead>
        <tr>
          <th style={{ textAlign: 'start', width: '20%' }}>{t('logs.key')}</th>
          <th style={{ textAlign: 'start' }}>{t('logs.before')}</th>
          <th style={{ textAlign: 'start' }}>{t('logs.after')}</th>
        </tr>
      </thead>
      <tbody>
        {keys.map((k) => (
          <tr key={k.key} style={{ verticalAlign: 'top' }}>
            <td className="ops-break">
              <Typography.Text code>{k.key}</Typography.Text>
            </td>
            <td>
              <pre className="ops-pre">{k.before || '—'}</pre>
            </td>
            <td>
              <pre className="ops-pre">{k.after || '—'}</pre>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function LogTable<T extends LogType>(props: { type: T }) {
  const { t } = useTranslation('adminOps');
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: opsKeys.logs({ type: props.type, page }),
    queryFn: ({ signal }) =>
      apiCall(adminApi.logs, {
        query: { type: props.type, skip: (page - 1) * PAGE, limit: PAGE },
        signal,
        silent: true,
      }),
    placeholderData: keepPreviousData,
  });
  const time = {
    key: 'time',
    title: t('logs.time'),
    render: (_: unknown, e: AdminLogEntry) => formatTime(e.createdAt),
  };
  const columns = {
    client: [
      time,
      {
        key: 'code',
        title: t('logs.code'),
        render: (_, e) => <Typography.Text code>{e.code}</Typography.Text>,
      },
      {
        key: 'message',
        title: t('logs.message'),
        render: (_, e) => <span className="ops-break">{e.message}</span>,
      },
      { key: 'user', title: t('logs.user'), render: (_, e) => person(e.user) },
      { key: 'ip', title: t('logs.ip'), render: (_, e) => e.ip ?? '—' },
    ] as ColumnsType<Of<'client'>>,
    server: [
      time,
      {
        key: 'requestId',
        title: t('logs.requestId'),
        render: (_, e) => (
          <Typography.Text
            code
            copyable={{ text: e.requestId, tooltips: [t('logs.copy'), t('logs.copied')] }}
          >
            {e.requestId}
          </Typography.Text>
        ),
      },
      { key: 'method', title: t('logs.method'), render: (_, e) => e.method },
      {
        key: 'url',
        title: t('logs.url'),
        render: (_, e) => <span className="ops-break">{e.url}</span>,
      },
      {
        key: 'status',
        title: t('logs.status'),
        render: (_, e) => <Tag color={e.status >= 500 ? 'red' : 'orange'}>{e.status}</Tag>,
      },
      { key: 'code', title: t('logs.code'), render: (_, e) => e.code },
      {
        key: 'message',
        title: t('logs.message'),
        render: (_, e) => <span className="ops-break">{e.message}</span>,
      },
    ] as ColumnsType<Of<'server'>>,
    audit: [
      time,
      { key: 'actor', title: t('logs.actor'), render: (_, e) => person(e.actor) },
      {
        key: 'action',
        title: t('logs.action'),
        render: (_, e) => <Typography.Text code>{e.action}</Typography.Text>,
      },
      {
        key: 'target',
        title: t('logs.target'),
        render: (_, e) => (
          <span className="ops-break">
            {e.targetKind}
            {e.targetId ? ` · ${e.targetId}` : ''}
          </span>
        ),
      },
    ] as ColumnsType<Of<'audit'>>,
  }[props.type] as unknown as OpsColumn<AdminLogEntry>[];
  const table = useStackedColumns(columns);

  return (
    <OpsQueryState query={list} empty={list.data?.list.length === 0}>
      <Table<AdminLogEntry>
        rowKey="id"
        size="small"
        columns={table.columns}
        showHeader={table.showHeader}
        dataSource={list.data?.list}
        loading={list.isFetching}
        scroll={{ x: 'max-content' }}
        expandable={
          props.type === 'server'
            ? undefined
            : {
                expandedRowRender: (e) =>
                  e.type === 'client' ? (
                    <pre className="ops-pre" aria-label={t('logs.deviceInfo')}>
                      {prettyJson(e.deviceInfo)}
                    </pre>
                  ) : e.type === 'audit' ? (
                    <AuditDiff entry={e} />
                  ) : null,
              }
        }
        pagination={{
          current: page,
          pageSize: PAGE,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPage,
          size: 'small',
        }}
      />
    </OpsQueryState>
  );
}

/** Read-only: client errors, server errors and the audit log (which nobody can edit). */
export function LogsSection() {
  const { t } = useTranslation('adminOps');
  const [type, setType] = useState<LogType>('client');
  return (
    <section className="ops-section" aria-labelledby="ops-logs-title">
      <Typography.Title
        level={2}
        id="ops-logs-title"
        className="rs-visually-hidden"
        style={{ fontSize: 20 }}
      >
        {t('logs.heading')}
      </Typography.Title>
      <Tabs
        activeKey={type}
        onChange={(k) => setType(k as LogType)}
        destroyOnHidden
        items={(['client', 'server', 'audit'] as const).map((k) => ({
          key: k,
          label: t(`logs.tabs.${k}`),
          children: <LogTable type={k} />,
        }))}
      />
    </section>
  );
}
