import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { UserLimitBounds } from '@robot/contracts';
import { Button, Flex, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The daily windows in which the user may ask (start–end, HH:mm; an end before the start wraps). */
export function TimeSlotsInput() {
  const { t } = useTranslation('admin');
  const rule = { pattern: HHMM, message: t('limits.timeRule') };
  return (
    <Form.List name="timeSlots">
      {(fields, { add, remove }) => (
        <Flex vertical gap={8}>
          {fields.length === 0 ? (
            <Typography.Text type="secondary">{t('limits.anyTime')}</Typography.Text>
          ) : null}
          {fields.map((field, i) => (
            <Flex key={field.key} gap={8} align="start" wrap>
              <Form.Item
                name={[field.name, 'start']}
                rules={[{ required: true, message: t('limits.timeRule') }, rule]}
                style={{ margin: 0 }}
              >
                <Input
                  placeholder="08:00"
                  aria-label={t('limits.slotStart', { n: i + 1 })}
                  style={{ width: 100 }}
                  maxLength={5}
                />
              </Form.Item>
              <Typography.Text style={{ lineHeight: '32px' }}>–</Typography.Text>
              <Form.Item
                name={[field.name, 'end']}
                rules={[{ required: true, message: t('limits.timeRule') }, rule]}
                style={{ margin: 0 }}
              >
                <Input
                  placeholder="22:00"
                  aria-label={t('limits.slotEnd', { n: i + 1 })}
                  style={{ width: 100 }}
                  maxLength={5}
                />
              </Form.Item>
              <Button
                icon={<DeleteOutlined aria-hidden />}
                aria-label={t('limits.removeSlot', { n: i + 1 })}
                onClick={() => remove(field.name)}
              />
            </Flex>
          ))}
          <div>
            <Button
              icon={<PlusOutlined aria-hidden />}
              disabled={fields.length >= UserLimitBounds.timeSlots}
              onClick={() => add({ start: '08:00', end: '22:00' })}
            >
              {t('limits.addSlot')}
            </Button>
          </div>
        </Flex>
      )}
    </Form.List>
  );
}
