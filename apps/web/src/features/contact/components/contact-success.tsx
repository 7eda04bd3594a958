import { CheckCircleFilled, EditOutlined, HomeOutlined } from '@ant-design/icons';
import { Button, Flex, Typography, theme } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button.tsx';
import { paths } from '../../../lib/paths.ts';
import type { RequirementType } from '../contact-rules.ts';

interface ContactSuccessProps {
  type: RequirementType;
  onAgain: () => void;
}

/** Shown after a successful submission; focus moves to its heading so screen readers announce it. */
export function ContactSuccess({ type, onAgain }: ContactSuccessProps) {
  const { t } = useTranslation('contact');
  const { token } = theme.useToken();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Flex vertical align="center" gap={12} style={{ padding: '32px 8px', textAlign: 'center' }}>
      <CheckCircleFilled style={{ fontSize: 64, color: token.colorSuccess }} aria-hidden />
      <Typography.Title
        level={2}
        ref={heading}
        tabIndex={-1}
        style={{
          margin: '8px 0 0',
          fontSize: 24,
          outline: 'none',
          wordBreak: 'keep-all',
          textWrap: 'balance',
        }}
      >
        {t(type === 'cooperation' ? 'success.cooperationTitle' : 'success.messageTitle')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ fontSize: 16, maxWidth: 420 }}>
        {t('success.description')}
      </Typography.Paragraph>
      <Flex gap={12} wrap justify="center">
        <Button type="primary" size="large" icon={<EditOutlined aria-hidden />} onClick={onAgain}>
          {t('success.again')}
        </Button>
        <LinkButton to={paths.home} size="large" icon={<HomeOutlined aria-hidden />}>
          {t('success.home')}
        </LinkButton>
      </Flex>
    </Flex>
  );
}
