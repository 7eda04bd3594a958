import type { TimeSlot } from '@robot/contracts';
import { UserLimitBounds } from '@robot/contracts';
import { Button, Checkbox, Flex, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { InputNumber } from '../../../../components/input-number.tsx';

/** A count where null is "no limit": a checkbox and a number. */
export function LimitNumber(props: {
  value?: number | null;
  onChange?: (v: number | null) => void;
  max: number;
  label: string;
  id?: string;
}) {
  const { t } = useTranslation('adminOps');
  const none = props.value === null || props.value === undefined;
  return (
    <Flex gap={12} align="center" wrap>
      <InputNumber
        id={props.id}
        aria-label={props.label}
        min={0}
        max={props.max}
        precision={0}
        disabled={none}
        value={props.value ?? null}
        onChange={(v) => props.onChange?.(typeof v === 'number' ? v : 0)}
        style={{ width: 160 }}
      />
      <Checkbox
        checked={none}
        onChange={(e) => props.onChange?.(e.target.checked ? null : 0)}
        aria-label={t('config.noLimitFor', { name: props.label })}
      >
        {t('config.noLimit')}
      </Checkbox>
    </Flex>
  );
}

/** Daily windows, HH:mm to HH:mm, up to six rows; no rows is any time of day. */
export function TimeSlotsEditor(props: {
  value?: TimeSlot[] | null;
  onChange?: (v: TimeSlot[] | null) => void;
}) {
  const { t } = useTranslation('adminOps');
  const rows = props.value ?? [];
  const set = (next: TimeSlot[]) => props.onChange?.(next.length > 0 ? next : null);
  return (
    <Flex vertical gap={8}>
      {rows.length === 0 ? <span>{t('config.anyTime')}</span> : null}
      {rows.map((slot, i) => (
        <Flex key={i} gap={8} align="center" wrap>
          <Input
            type="time"
            aria-label={t('config.slotStart', { n: i + 1 })}
            value={slot.start}
            style={{ width: 130 }}
            onChange={(e) =>
              set(rows.map((r, j) => (j === i ? { ...r, start: e.target.value } : r)))
            }
          />
          <span aria-hidden>–</span>
          <Input
            type="time"
            aria-label={t('config.slotEnd', { n: i + 1 })}
            value={slot.end}
            style={{ width: 130 }}
            onChange={(e) => set(rows.map((r, j) => (j === i ? { ...r, end: e.target.value } : r)))}
          />
          <Button
            size="small"
            aria-label={t('config.removeSlot', { n: i + 1 })}
            onClick={() => set(rows.filter((_, j) => j !== i))}
          >
            {t('common.remove')}
          </Button>
        </Flex>
      ))}
      <div>
        <Button
          size="small"
          disabled={rows.length >= UserLimitBounds.timeSlots}
          onClick={() => set([...rows, { start: '09:00', end: '18:00' }])}
        >
          {t('config.addSlot')}
        </Button>
      </div>
    </Flex>
  );
}
