import {
  UserLimitBounds,
  type AdminUserDetail,
  type TimeSlot,
  type UserLimits,
  type UserLimitsPatch,
} from '@robot/contracts';
import { Button, Checkbox, Flex, Form, Select, Switch, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { InputNumber } from '../../../../../components/input-number.tsx';
import { useAdminConfig } from '../../../api/get-config.ts';
import { useAdminModels } from '../../../api/get-models.ts';
import { formFieldErrors } from '../../../lib/form-errors.ts';
import { useUpdateUser } from '../api/update-user.ts';
import { describeLimit, limitKeys, type LimitKey, type NumberLimitKey } from './limit-value.ts';
import { TimeSlotsInput } from './time-slots-input.tsx';
import { useFeedback } from '../../../../../lib/feedback.ts';
import { useAllowClear } from '../../../../../lib/antd/quiet-icons.tsx';

type Values = {
  useDefault: Record<LimitKey, boolean>;
  allowedModels: string[];
  premium: boolean;
  timeSlots: TimeSlot[];
} & Record<NumberLimitKey, number | null>;

function initialValues(detail: AdminUserDetail): Values {
  const { overrides, effective } = detail.limits;
  const useDefault = Object.fromEntries(
    limitKeys.map((k) => [k, overrides[k] === undefined || overrides[k] === null]),
  ) as Record<LimitKey, boolean>;
  // A field switched from the default starts at what applies now.
  return {
    useDefault,
    allowedModels: overrides.allowedModels ?? effective.allowedModels ?? [],
    premium: overrides.premium ?? effective.premium,
    maxConversations: overrides.maxConversations ?? effective.maxConversations,
    dailyAsks: overrides.dailyAsks ?? effective.dailyAsks,
    premiumAsksPer3h: overrides.premiumAsksPer3h ?? effective.premiumAsksPer3h,
    answersPerMinute: overrides.answersPerMinute ?? effective.answersPerMinute,
    timeSlots: overrides.timeSlots ?? effective.timeSlots ?? [],
  };
}

/** Every limit: null for "use default", else this user's own value. */
function patchOf(v: Values): UserLimitsPatch {
  const own = (k: LimitKey) => !v.useDefault[k];
  return {
    allowedModels: own('allowedModels') ? v.allowedModels : null,
    premium: own('premium') ? v.premium : null,
    maxConversations: own('maxConversations') ? v.maxConversations : null,
    dailyAsks: own('dailyAsks') ? v.dailyAsks : null,
    premiumAsksPer3h: own('premiumAsksPer3h') ? v.premiumAsksPer3h : null,
    answersPerMinute: own('answersPerMinute') ? v.answersPerMinute : null,
    timeSlots: own('timeSlots') ? v.timeSlots.map(({ start, end }) => ({ start, end })) : null,
  };
}

/**
 * This user's limits: each either the default (sent as null) or their own value, with what applies
 * now and the default beside it.
 */
export function UserLimitsForm({ detail }: { detail: AdminUserDetail }) {
  const { t, i18n } = useTranslation('admin');
  const allowClear = useAllowClear();
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const update = useUpdateUser({ inline: formFieldErrors(form, limitKeys, 'limits.') });
  const config = useAdminConfig();
  const models = useAdminModels();
  const initial = useMemo(() => initialValues(detail), [detail]);

  const modelOptions = useMemo(() => {
    const zh = i18n.language.startsWith('zh');
    return (models.data?.models ?? []).map((m) => ({
      value: m.id,
      label: `${zh ? m.labelZh : m.labelEn} (${m.id})`,
    }));
  }, [models.data, i18n.language]);

  const defaults: Partial<UserLimits> = config.data?.defaultLimits ?? {};

  const editor = (key: LimitKey) => {
    if (key === 'allowedModels')
      return (
        <Form.Item name="allowedModels" style={{ margin: 0 }}>
          <Select
            mode="multiple"
            allowClear={allowClear.select}
            aria-label={t('limits.allowedModels')}
            loading={models.isPending}
            options={modelOptions}
            maxCount={UserLimitBounds.allowedModels}
            placeholder={t('limits.noModels')}
            style={{ width: '100%' }}
          />
        </Form.Item>
      );
    if (key === 'premium')
      return (
        <Form.Item name="premium" valuePropName="checked" noStyle>
          <Switch aria-label={t('limits.premium')} />
        </Form.Item>
      );
    if (key === 'timeSlots') return <TimeSlotsInput />;
    return (
      <Form.Item
        name={key}
        style={{ margin: 0 }}
        rules={[{ required: true, message: t('limits.numberRule') }]}
      >
        <InputNumber
          aria-label={t(`limits.${key}`)}
          precision={0}
          min={0}
          max={UserLimitBounds[key]}
          style={{ width: '100%', maxWidth: 200 }}
        />
      </Form.Item>
    );
  };

  return (
    <Form<Values>
      key={JSON.stringify(detail.limits.overrides)}
      form={form}
      initialValues={initial}
      onFinish={(v) =>
        update.mutate(
          { uuid: detail.user.uuid, limits: patchOf(v) },
          { onSuccess: () => void message.success(t('users.saved')) },
        )
      }
    >
      <Flex vertical gap={12}>
        {limitKeys.map((key) => {
          return (
            <div
              key={key}
              role="group"
              aria-label={t(`limits.${key}`)}
              className="rs-admin-panel rs-admin-limit"
            >
              <Flex justify="space-between" align="center" gap={8} wrap>
                <Typography.Text strong>{t(`limits.${key}`)}</Typography.Text>
                <Form.Item name={['useDefault', key]} valuePropName="checked" noStyle>
                  <Checkbox>{t('limits.useDefault')}</Checkbox>
                </Form.Item>
              </Flex>
              <Form.Item noStyle dependencies={[['useDefault', key]]}>
                {({ getFieldValue }) =>
                  getFieldValue(['useDefault', key]) ? null : (
                    <div style={{ marginTop: 8 }}>{editor(key)}</div>
                  )
                }
              </Form.Item>
              <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
                {t('limits.effective', {
                  value: describeLimit(key, detail.limits.effective[key]),
                })}
                {' · '}
                {t('limits.default', { value: describeLimit(key, defaults[key]) })}
              </Typography.Paragraph>
            </div>
          );
        })}
        <div>
          <Button type="primary" htmlType="submit" loading={update.isPending}>
            {t('limits.save')}
          </Button>
        </div>
      </Flex>
    </Form>
  );
}
