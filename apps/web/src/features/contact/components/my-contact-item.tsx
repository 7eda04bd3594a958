import {
  CheckCircleOutlined,
  ClockCircleOutlined,
  DownOutlined,
  MessageOutlined,
  ShopOutlined,
  UpOutlined,
} from '@ant-design/icons';
import type { ContactRequest } from '@robot/contracts';
import { Button, Tag } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface MyContactItemProps {
  item: ContactRequest;
  formatDate: (iso: string) => string;
}

/**
 * One request the user sent: its kind, the first lines of its text, when it was sent and whether we
 * handled it. "Details" opens the whole text and the contact details they left.
 */
export function MyContactItem({ item, formatDate }: MyContactItemProps) {
  const { t } = useTranslation('contact');
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const handled = item.status === 'handled';
  const details = [
    { key: 'name', label: t('form.name'), value: item.name },
    { key: 'company', label: t('form.companyName'), value: item.companyName },
    { key: 'mobile', label: t('form.mobile'), value: item.mobile },
    { key: 'email', label: t('form.email'), value: item.email },
  ].filter((d) => d.value);

  return (
    <li className="rs-my-contact">
      <div className="rs-my-contact__head">
        <span className="rs-my-contact__type">
          {item.type === 'cooperation' ? (
            <ShopOutlined aria-hidden />
          ) : (
            <MessageOutlined aria-hidden />
          )}
          {t(item.type === 'cooperation' ? 'mine.type.cooperation' : 'mine.type.message')}
        </span>
        <Tag
          className={`rs-my-contact__status rs-my-contact__status--${item.status}`}
          icon={handled ? <CheckCircleOutlined aria-hidden /> : <ClockCircleOutlined aria-hidden />}
        >
          {t(handled ? 'mine.status.handled' : 'mine.status.new')}
        </Tag>
      </div>
      <p
        id={bodyId}
        className={`rs-my-contact__text${open ? '' : ' rs-my-contact__text--clamped'}`}
      >
        {item.requirement}
      </p>
      {open && details.length > 0 ? (
        <dl className="rs-my-contact__details">
          {details.map((d) => (
            <div key={d.key}>
              <dt>{d.label}</dt>
              <dd>{d.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <div className="rs-my-contact__foot">
        <span className="rs-my-contact__dates">
          <span>{t('mine.sentAt', { date: formatDate(item.createdAt) })}</span>
          {handled && item.handledAt ? (
            <span>{t('mine.handledAt', { date: formatDate(item.handledAt) })}</span>
          ) : null}
        </span>
        <Button
          type="link"
          size="small"
          className="rs-my-contact__toggle"
          aria-expanded={open}
          aria-controls={bodyId}
          icon={open ? <UpOutlined aria-hidden /> : <DownOutlined aria-hidden />}
          iconPlacement="end"
          onClick={() => setOpen((v) => !v)}
        >
          {t(open ? 'mine.less' : 'mine.more')}
        </Button>
      </div>
    </li>
  );
}
