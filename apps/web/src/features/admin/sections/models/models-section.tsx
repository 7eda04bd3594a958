import type { AdminModel, AdminModels, AdminProvider } from '@robot/contracts';
import {
  Button,
  Card,
  Flex,
  Form,
  Popconfirm,
  Select,
  Space,
  Switch,
  Table,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, modelLabel } from '../../ops-shared/format.ts';
import { OpsQueryState } from '../../ops-shared/ops-states.tsx';
import { useStackedColumns, type OpsColumn } from '../../ops-shared/stack-columns.tsx';
import { ModelModal } from './model-modal.tsx';
import { ProviderModal } from './provider-modal.tsx';
import { useAdminModels, useModelsChange } from './use-models.ts';
import '../../ops-shared/ops.css';
import { statusIcons } from '../../../../lib/antd/quiet-icons.tsx';

/**
 * A dialog's opening: `seq` counts the openings, so each gets a fresh form (a new key), while a closed
 * dialog stays mounted until the next one: antd then plays its closing and gives the focus back to
 * the button that opened it (an unmounted dialog left the focus on the page's body).
 */
type Editing<T> = { open: boolean; item: T | null; providerId?: string | undefined; seq: number };
const closed = { open: false, item: null, seq: 0 } as const;
const opening =
  <T,>(item: T | null, providerId?: string) =>
  (e: Editing<T>): Editing<T> => ({ open: true, item, providerId, seq: e.seq + 1 });
const closing = <T,>(e: Editing<T>): Editing<T> => ({ ...e, open: false });

/** The model as the request body of saveModel: everything but its health. */
const inputOf = ({ health: _health, ...m }: AdminModel) => m;

function Health(props: { model: AdminModel }) {
  const { t } = useTranslation('adminOps');
  const h = props.model.health;
  const ms = (v: number | null) => (v === null ? '—' : `${formatNumber(Math.round(v))} ms`);
  const body = (
    <Space size={4} wrap>
      {h.degraded ? (
        <Tag color="red">{t('models.degraded')}</Tag>
      ) : (
        <Tag color="green">{t('models.healthy')}</Tag>
      )}
      <span>{t('models.errorRate', { rate: (h.errorRate * 100).toFixed(1) })}</span>
      <span>{t('models.latency', { p50: ms(h.latencyP50Ms), p95: ms(h.latencyP95Ms) })}</span>
    </Space>
  );
  return h.lastError ? (
    <Tooltip title={t('models.lastError', { error: h.lastError })}>
      <span tabIndex={0} aria-label={t('models.lastError', { error: h.lastError })}>
        {body}
      </span>
    </Tooltip>
  ) : (
    body
  );
}

function ProviderCard(props: {
  provider: AdminProvider;
  models: AdminModel[];
  onEdit: () => void;
  onAddModel: () => void;
  onEditModel: (m: AdminModel) => void;
}) {
  const { t } = useTranslation('adminOps');
  const change = useModelsChange();
  const p = props.provider;
  const saveProvider = (patch: { enabled?: boolean; apiKey?: null }) =>
    change.mutate({
      action: 'saveProvider',
      provider: {
        id: p.id,
        name: p.name,
        baseUrl: p.baseUrl,
        enabled: patch.enabled ?? p.enabled,
        ...('apiKey' in patch ? { apiKey: null } : {}),
      },
    });
  const columns: OpsColumn<AdminModel>[] = [
    {
      key: 'id',
      title: t('models.modelId'),
      render: (_, m) => <Typography.Text code>{m.id}</Typography.Text>,
    },
    {
      key: 'labels',
      title: t('models.labels'),
      render: (_, m) => (
        <Flex vertical>
          <span lang="zh-CN">{m.labelZh}</span>
          <span lang="en">{m.labelEn}</span>
        </Flex>
      ),
    },
    {
      key: 'tags',
      title: t('models.tier'),
      render: (_, m) => (
        <Space size={4} wrap>
          <Tag color={m.tier === 'premium' ? 'gold' : 'default'}>{t(`models.tiers.${m.tier}`)}</Tag>
          {m.supportsTools ? <Tag color="blue">{t('models.tools')}</Tag> : null}
        </Space>
      ),
    },
    {
      key: 'context',
      title: t('models.contextWindow'),
      render: (_, m) => formatNumber(m.contextWindow),
    },
    {
      key: 'credits',
      title: t('models.creditsPerAnswer'),
      render: (_, m) => formatNumber(m.creditsPerAnswer),
    },
    {
      key: 'enabled',
      title: t('common.enabled'),
      render: (_, m) => (
        <Switch
          size="small"
          checked={m.enabled}
          aria-label={t('models.enableModel', { id: m.id })}
          onChange={(enabled) =>
            change.mutate({ action: 'saveModel', model: { ...inputOf(m), enabled } })
          }
        />
      ),
    },
    { key: 'health', title: t('models.health'), render: (_, m) => <Health model={m} /> },
    {
      key: 'actions',
      title: t('common.actions'),
      render: (_, m) => (
        <Space size={4}>
          <Button size="small" onClick={() => props.onEditModel(m)}>
            {t('common.edit')}
          </Button>
          <Popconfirm
            icon={statusIcons.warning}
            title={t('models.deleteModelConfirm', { id: m.id })}
            okText={t('common.delete')}
            cancelText={t('common.cancel')}
            okButtonProps={{ danger: true }}
            onConfirm={() => change.mutate({ action: 'deleteModel', id: m.id })}
          >
            <Button size="small" danger>
              {t('common.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  const table = useStackedColumns(columns);
  return (
    <Card
      size="small"
      title={
        <Flex gap={8} wrap align="center">
          <span className="ops-break">{p.name}</span>
          {p.apiKeySet ? (
            <Tag color="green">{t('models.keySet')}</Tag>
          ) : (
            <Tag color="orange">{t('models.keyUnset')}</Tag>
          )}
          {p.enabled ? null : <Tag>{t('common.disabled')}</Tag>}
        </Flex>
      }
    >
      <Flex vertical gap={12}>
        <Typography.Text type="secondary" className="ops-break">
          {p.baseUrl}
        </Typography.Text>
        <Flex gap={8} wrap align="center">
          <Switch
            checked={p.enabled}
            aria-label={t('models.enableProvider', { name: p.name })}
            onChange={(enabled) => saveProvider({ enabled })}
          />
          <Button size="small" onClick={props.onEdit}>
            {t('common.edit')}
          </Button>
          {p.apiKeySet ? (
            <Popconfirm
              icon={statusIcons.warning}
              title={t('models.removeKeyConfirm')}
              okText={t('models.removeKey')}
              cancelText={t('common.cancel')}
              okButtonProps={{ danger: true }}
              onConfirm={() => saveProvider({ apiKey: null })}
            >
              <Button size="small">{t('models.removeKey')}</Button>
            </Popconfirm>
          ) : null}
          <Popconfirm
            icon={statusIcons.warning}
            title={t('models.deleteProviderConfirm', { name: p.name })}
            okText={t('common.delete')}
            cancelText={t('common.cancel')}
            okButtonProps={{ danger: true }}
            onConfirm={() => change.mutate({ action: 'deleteProvider', id: p.id })}
          >
            <Button size="small" danger>
              {t('models.deleteProvider')}
            </Button>
          </Popconfirm>
          <Button size="small" type="primary" onClick={props.onAddModel}>
            {t('models.addModel')}
          </Button>
        </Flex>
        <Table<AdminModel>
          rowKey="id"
          size="small"
          columns={table.columns}
          showHeader={table.showHeader}
          dataSource={props.models}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('models.noModels') }}
        />
      </Flex>
    </Card>
  );
}

function Defaults(props: { data: AdminModels }) {
  const { t } = useTranslation('adminOps');
  const change = useModelsChange();
  const options = props.data.models
    .filter((m) => m.enabled)
    .map((m) => ({ value: m.id, label: `${modelLabel(m)} (${m.id})` }));
  return (
    <Form layout="vertical" style={{ maxWidth: 640 }}>
      <Flex gap={16} wrap>
        <Form.Item label={t('models.defaultChat')} style={{ flex: '1 1 240px', minWidth: 0 }}>
          <Select
            aria-label={t('models.defaultChat')}
            value={props.data.defaultChatModel ?? undefined}
            placeholder={t('models.noDefault')}
            options={options}
            onChange={(chat: string) => change.mutate({ action: 'setDefaults', chat })}
          />
        </Form.Item>
        <Form.Item label={t('models.defaultWriting')} style={{ flex: '1 1 240px', minWidth: 0 }}>
          <Select
            aria-label={t('models.defaultWriting')}
            value={props.data.defaultWritingModel ?? undefined}
            placeholder={t('models.noDefault')}
            options={options}
            onChange={(writing: string) => change.mutate({ action: 'setDefaults', writing })}
          />
        </Form.Item>
      </Flex>
    </Form>
  );
}

export function ModelsSection() {
  const { t } = useTranslation('adminOps');
  const models = useAdminModels();
  const [provider, setProvider] = useState<Editing<AdminProvider>>(closed);
  const [model, setModel] = useState<Editing<AdminModel>>(closed);
  const data = models.data;
  return (
    <section className="ops-section" aria-labelledby="ops-models-title">
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
        <Typography.Title
          level={2}
          id="ops-models-title"
          className="rs-visually-hidden"
          style={{ fontSize: 20, margin: 0 }}
        >
          {t('models.heading')}
        </Typography.Title>
        <Button type="primary" onClick={() => setProvider(opening<AdminProvider>(null))}>
          {t('models.addProvider')}
        </Button>
      </Flex>
      <OpsQueryState
        query={models}
        empty={data?.providers.length === 0}
        emptyText={t('models.noProviders')}
      >
        {data ? (
          <Flex vertical gap={16}>
            <Defaults data={data} />
            {data.providers.map((p) => (
              <ProviderCard
                key={p.id}
                provider={p}
                models={data.models.filter((m) => m.providerId === p.id)}
                onEdit={() => setProvider(opening(p))}
                onAddModel={() => setModel(opening<AdminModel>(null, p.id))}
                onEditModel={(m) => setModel(opening(m, m.providerId))}
              />
            ))}
          </Flex>
        ) : null}
      </OpsQueryState>
      {provider.seq > 0 ? (
        <ProviderModal
          key={`provider-${provider.seq}`}
          open={provider.open}
          provider={provider.item}
          onClose={() => setProvider(closing)}
        />
      ) : null}
      {model.seq > 0 && data ? (
        <ModelModal
          key={`model-${model.seq}`}
          open={model.open}
          model={model.item}
          providerId={model.providerId ?? data.providers[0]?.id ?? ''}
          providers={data.providers}
          onClose={() => setModel(closing)}
        />
      ) : null}
    </section>
  );
}
