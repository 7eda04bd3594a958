import {
  adminConfigChange,
  AdminLimits,
  timeSlot,
  UserLimitBounds,
  type AdminConfig,
} from '@robot/contracts';
import { adminApi } from '@robot/contracts/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  AutoComplete,
  Button,
  Card,
  Checkbox,
  Flex,
  Form,
  Input,
  Modal,
  Select,
  Switch,
  Typography,
} from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { InputNumber } from '../../../../components/input-number.tsx';
import { apiCall } from '../../../../lib/api/index.ts';
import { rulesFrom } from '../../../../lib/forms/rules-from.ts';
import { formatTime, modelLabel } from '../../ops-shared/format.ts';
import { nestedFieldErrorsIn } from '../../ops-shared/field-errors.ts';
import { OpsQueryState } from '../../ops-shared/ops-states.tsx';
import { opsKeys } from '../../ops-shared/query-keys.ts';
import { useAdminModels } from '../models/use-models.ts';
import { changedConfig, valuesOf, type ConfigValues } from './config-values.ts';
import { LimitNumber, TimeSlotsEditor } from './limit-controls.tsx';
import '../../ops-shared/ops.css';
import { siteSettingsKey } from '../../../../lib/use-site-settings.ts';
import { chatModelsKey } from '../../../../lib/use-chat-models.ts';
import { adminKeys } from '../../api/admin-keys.ts';
import { useAllowClear } from '../../../../lib/antd/quiet-icons.tsx';

const commonZones = [
  'Asia/Shanghai',
  'Asia/Hong_Kong',
  'Asia/Taipei',
  'Asia/Singapore',
  'Asia/Tokyo',
  'UTC',
  'Europe/London',
  'Europe/Berlin',
  'America/New_York',
  'America/Los_Angeles',
  'Australia/Sydney',
];

/** Whether the browser knows the IANA zone (the server checks it too). */
export const isTimeZone = (zone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.trim().length > 0;
  } catch {
    return false;
  }
};

const shape = adminConfigChange.shape;
const numberFields = [
  ['maxConversations', UserLimitBounds.maxConversations],
  ['dailyAsks', UserLimitBounds.dailyAsks],
  ['premiumAsksPer3h', UserLimitBounds.premiumAsksPer3h],
  ['answersPerMinute', UserLimitBounds.answersPerMinute],
] as const;

function ConfigForm(props: { config: AdminConfig }) {
  const { t } = useTranslation('adminOps');
  const allowClear = useAllowClear();
  const queryClient = useQueryClient();
  const models = useAdminModels();
  const [form] = Form.useForm<ConfigValues>();
  const [saved, setSaved] = useState<ConfigValues>(() => valuesOf(props.config));
  const [stamp, setStamp] = useState({
    version: props.config.version,
    updatedAt: props.config.updatedAt,
  });
  const [justSaved, setJustSaved] = useState(false);
  const edited = Form.useWatch([], { form, preserve: true }) as ConfigValues | undefined;
  const change = useMemo(
    () => (edited ? changedConfig(saved, { ...saved, ...edited }) : {}),
    [saved, edited],
  );
  const dirty = Object.keys(change).length > 0;

  const save = useMutation({
    mutationFn: (body: typeof change) =>
      apiCall(adminApi.configChange, {
        body,
        inline: nestedFieldErrorsIn(form, Object.keys(shape)),
      }),
    onSuccess: (config) => {
      queryClient.setQueryData(opsKeys.config, config);
      // What the rest of the app shows from the config (banner, sign-up, models) and the other sections.
      void queryClient.invalidateQueries({ queryKey: siteSettingsKey });
      void queryClient.invalidateQueries({ queryKey: chatModelsKey });
      void queryClient.invalidateQueries({ queryKey: adminKeys.config() });
      const values = valuesOf(config);
      setSaved(values);
      form.setFieldsValue(values);
      setStamp({ version: config.version, updatedAt: config.updatedAt });
      setJustSaved(true);
    },
  });

  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  const modelOptions = (models.data?.models ?? []).map((m) => ({
    value: m.id,
    label: `${modelLabel(m)} (${m.id})`,
    disabled: !m.enabled,
  }));
  const announcement = (edited?.announcement ?? saved.announcement) as ConfigValues['announcement'];
  const allowedAll = (edited?.defaultLimits ?? saved.defaultLimits).allowedModels === null;

  return (
    <Form<ConfigValues>
      form={form}
      layout="vertical"
      initialValues={saved}
      onFinish={() => save.mutate(change)}
      onValuesChange={() => setJustSaved(false)}
      style={{ maxWidth: 760 }}
    >
      <Flex vertical gap={16}>
        <Typography.Text type="secondary">
          {stamp.version > 0
            ? t('config.version', { version: stamp.version, time: formatTime(stamp.updatedAt) })
            : t('config.neverSaved')}
        </Typography.Text>
        <Card size="small" title={t('config.models')}>
          <Form.Item name="defaultChatModel" label={t('config.defaultChatModel')}>
            <Select
              allowClear={allowClear.select}
              placeholder={t('config.noDefault')}
              options={modelOptions}
              loading={models.isPending}
              onClear={() => form.setFieldValue('defaultChatModel', null)}
            />
          </Form.Item>
          <Form.Item name="defaultWritingModel" label={t('config.defaultWritingModel')}>
            <Select
              allowClear={allowClear.select}
              placeholder={t('config.noDefault')}
              options={modelOptions}
              loading={models.isPending}
              onClear={() => form.setFieldValue('defaultWritingModel', null)}
            />
          </Form.Item>
          <Form.Item
            name="assistantPrompt"
            label={t('config.assistantPrompt')}
            rules={rulesFrom(shape.assistantPrompt.unwrap(), t)}
          >
            <Input.TextArea
              autoSize={{ minRows: 4, maxRows: 14 }}
              showCount
              maxLength={AdminLimits.assistantPrompt}
            />
          </Form.Item>
        </Card>
        <Card size="small" title={t('config.credits')}>
          <Flex gap={16} wrap>
            <Form.Item
              name="creditsNewUserGrant"
              label={t('config.newUserGrant')}
              rules={rulesFrom(shape.creditsNewUserGrant.unwrap(), t)}
            >
              <InputNumber
                min={0}
                max={AdminLimits.creditsGrant}
                precision={0}
                style={{ width: 180 }}
              />
            </Form.Item>
            <Form.Item
              name="creditsPerAnswer"
              label={t('config.defaultPrice')}
              rules={rulesFrom(shape.creditsPerAnswer.unwrap(), t)}
            >
              <InputNumber
                min={0}
                max={AdminLimits.creditsPrice}
                precision={0}
                style={{ width: 180 }}
              />
            </Form.Item>
          </Flex>
          <Form.Item
            name="registrationOpen"
            label={t('config.registrationOpen')}
            valuePropName="checked"
          >
            <Switch />
          </Form.Item>
        </Card>
        <Card size="small" title={t('config.announcement')}>
          <Form.Item
            name={['announcement', 'enabled']}
            label={t('config.announcementEnabled')}
            valuePropName="checked"
          >
            <Switch />
          </Form.Item>
          <Form.Item name={['announcement', 'zh']} label={t('config.announcementZh')}>
            <Input.TextArea
              autoSize={{ minRows: 2, maxRows: 6 }}
              showCount
              maxLength={AdminLimits.announcement}
            />
          </Form.Item>
          <Form.Item name={['announcement', 'en']} label={t('config.announcementEn')}>
            <Input.TextArea
              autoSize={{ minRows: 2, maxRows: 6 }}
              showCount
              maxLength={AdminLimits.announcement}
            />
          </Form.Item>
          <Typography.Text strong>{t('config.preview')}</Typography.Text>
          {announcement.enabled && (announcement.zh.trim() || announcement.en.trim()) ? (
            <Flex vertical gap={8} style={{ marginTop: 8 }} data-testid="announcement-preview">
              <Alert
                banner
                type="info"
                showIcon
                title={
                  <span lang="zh-CN" className="ops-break">
                    {announcement.zh}
                  </span>
                }
              />
              <Alert
                banner
                type="info"
                showIcon
                title={
                  <span lang="en" className="ops-break">
                    {announcement.en}
                  </span>
                }
              />
            </Flex>
          ) : (
            <Typography.Paragraph type="secondary">{t('config.noBanner')}</Typography.Paragraph>
          )}
        </Card>
        <Card size="small" title={t('config.defaultLimits')}>
          <Form.Item label={t('config.allowedModels')}>
            <Flex vertical gap={8}>
              <Checkbox
                checked={allowedAll}
                onChange={(e) =>
                  form.setFieldValue(
                    ['defaultLimits', 'allowedModels'],
                    e.target.checked ? null : [],
                  )
                }
              >
                {t('config.allModels')}
              </Checkbox>
              {allowedAll ? null : (
                <Form.Item name={['defaultLimits', 'allowedModels']} noStyle>
                  <Select
                    mode="multiple"
                    aria-label={t('config.allowedModels')}
                    options={modelOptions}
                    maxCount={UserLimitBounds.allowedModels}
                  />
                </Form.Item>
              )}
            </Flex>
          </Form.Item>
          <Form.Item
            name={['defaultLimits', 'premium']}
            label={t('config.premium')}
            valuePropName="checked"
          >
            <Switch />
          </Form.Item>
          {numberFields.map(([key, max]) => (
            <Form.Item key={key} name={['defaultLimits', key]} label={t(`config.limits.${key}`)}>
              <LimitNumber max={max} label={t(`config.limits.${key}`)} />
            </Form.Item>
          ))}
          <Form.Item
            name={['defaultLimits', 'timeSlots']}
            label={t('config.timeSlots')}
            rules={[
              {
                validator: (_, v: unknown) =>
                  Array.isArray(v) && v.some((s) => !timeSlot.safeParse(s).success)
                    ? Promise.reject(new Error(t('config.badSlot')))
                    : Promise.resolve(),
              },
            ]}
          >
            <TimeSlotsEditor />
          </Form.Item>
          <Form.Item
            name="limitsTimeZone"
            label={t('config.timeZone')}
            rules={[
              {
                validator: (_, v: unknown) =>
                  typeof v === 'string' && isTimeZone(v)
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('config.badZone'))),
              },
            ]}
          >
            <AutoComplete
              options={commonZones.map((z) => ({ value: z }))}
              style={{ width: '100%', maxWidth: 320 }}
              filterOption={(input, o) =>
                (o?.value ?? '').toLowerCase().includes(input.toLowerCase())
              }
            />
          </Form.Item>
        </Card>
        <Flex gap={12} align="center" wrap className="rs-admin-savebar">
          <Button type="primary" htmlType="submit" disabled={!dirty} loading={save.isPending}>
            {t('common.save')}
          </Button>
          <Button disabled={!dirty} onClick={() => form.setFieldsValue(saved)}>
            {t('config.discard')}
          </Button>
          {dirty ? <Typography.Text type="warning">{t('config.unsaved')}</Typography.Text> : null}
          {justSaved && !dirty ? (
            <Typography.Text type="success" role="status">
              {t('config.saved', { version: stamp.version, time: formatTime(stamp.updatedAt) })}
            </Typography.Text>
          ) : null}
        </Flex>
      </Flex>
      <Modal
        open={blocker.state === 'blocked'}
        title={t('config.leaveTitle')}
        okText={t('config.leave')}
        cancelText={t('config.stay')}
        okButtonProps={{ danger: true }}
        onOk={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
        destroyOnHidden
      >
        {t('config.unsaved')}
      </Modal>
    </Form>
  );
}

export function ConfigSection() {
  const { t } = useTranslation('adminOps');
  const config = useQuery({
    queryKey: opsKeys.config,
    queryFn: ({ signal }) => apiCall(adminApi.config, { signal, silent: true }),
    staleTime: Infinity,
  });
  return (
    <section className="ops-section" aria-labelledby="ops-config-title">
      <Typography.Title
        level={2}
        id="ops-config-title"
        className="rs-visually-hidden"
        style={{ fontSize: 20 }}
      >
        {t('config.heading')}
      </Typography.Title>
      <OpsQueryState query={config}>
        {config.data ? <ConfigForm config={config.data} /> : null}
      </OpsQueryState>
    </section>
  );
}
