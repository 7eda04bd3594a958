import { Flex, Skeleton, theme } from 'antd';

/** The shape of a robot card while the square loads, so nothing jumps when the cards arrive. */
export function RobotCardSkeleton() {
  const { token } = theme.useToken();
  return (
    <div
      aria-hidden
      style={{
        height: '100%',
        minHeight: 170,
        padding: 16,
        boxSizing: 'border-box',
        borderRadius: token.borderRadiusLG,
        background: token.colorBgContainer,
        border: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <Flex gap={12} align="center">
        <Skeleton.Avatar active shape="square" size={52} />
        <Skeleton
          active
          title={{ width: '70%' }}
          paragraph={{ rows: 1, width: '45%' }}
          style={{ flex: 1 }}
        />
      </Flex>
      <Skeleton
        active
        title={false}
        paragraph={{ rows: 2, width: ['100%', '80%'] }}
        style={{ marginTop: 14 }}
      />
    </div>
  );
}
