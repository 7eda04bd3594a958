import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import EditOutlined from '@ant-design/icons-svg/es/asn/EditOutlined';
import HomeOutlined from '@ant-design/icons-svg/es/asn/HomeOutlined';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/plain/icon.tsx';
import { PlainButton, PlainLinkButton } from '../../../components/plain/plain-button.tsx';
import { paths } from '../../../lib/paths.ts';
import type { RequirementType } from '../contact-rules.ts';

interface ContactSuccessProps {
  type: RequirementType;
  onAgain: () => void;
}

/** Shown after a successful submission; focus moves to its heading so screen readers announce it. */
export function ContactSuccess({ type, onAgain }: ContactSuccessProps) {
  const { t } = useTranslation('contact');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="rs-contact-success">
      <Icon icon={CheckCircleFilled} className="rs-contact-success__icon" />
      <h2 ref={heading} tabIndex={-1} className="rs-contact-success__title">
        {t(type === 'cooperation' ? 'success.cooperationTitle' : 'success.messageTitle')}
      </h2>
      <p className="rs-contact-success__text">{t('success.description')}</p>
      <div className="rs-contact-success__actions">
        <PlainButton
          variant="primary"
          size="large"
          icon={<Icon icon={EditOutlined} />}
          onClick={onAgain}
        >
          {t('success.again')}
        </PlainButton>
        <PlainLinkButton
          to={paths.home}
          variant="default"
          size="large"
          icon={<Icon icon={HomeOutlined} />}
        >
          {t('success.home')}
        </PlainLinkButton>
      </div>
    </div>
  );
}
