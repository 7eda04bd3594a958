import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

/** A centred illustration, heading, text and actions: error pages and empty states. */
export function StatusPage(props: {
  illustration: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Flex
      vertical
      align="center"
      gap={12}
      style={{ padding: '48px 16px 64px', maxWidth: 640, margin: '0 auto', textAlign: 'center' }}
    >
      {props.illustration}
      <Typography.Title level={1} style={{ margin: '8px 0 0', fontSize: 28 }}>
        {props.title}
      </Typography.Title>
      {props.description ? (
        <Typography.Paragraph type="secondary" style={{ fontSize: 16, margin: 0 }}>
          {props.description}
        </Typography.Paragraph>
      ) : null}
      {props.children}
      {props.actions ? (
        <Flex gap={12} wrap justify="center" style={{ marginTop: 12 }}>
          {props.actions}
        </Flex>
      ) : null}
    </Flex>
  );
}
