import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { EmptyIllustration } from './illustrations/empty-illustration.tsx';

/** A list's empty or error state inside the page: illustration, title, text and actions. */
export function StateBox(props: {
  title: string;
  text: string;
  actions: ReactNode;
  role?: string;
}) {
  return (
    <Flex
      vertical
      align="center"
      gap={8}
      role={props.role}
      style={{ padding: '40px 16px 56px', textAlign: 'center' }}
    >
      <EmptyIllustration size={180} />
      <Typography.Title level={2} style={{ fontSize: 20, margin: '8px 0 0' }}>
        {props.title}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0, maxWidth: 440 }}>
        {props.text}
      </Typography.Paragraph>
      <Flex gap={12} wrap justify="center" style={{ marginTop: 12 }}>
        {props.actions}
      </Flex>
    </Flex>
  );
}
