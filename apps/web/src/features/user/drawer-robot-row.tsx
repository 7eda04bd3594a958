import type { RobotCard } from '@robot/contracts';
import { Flex, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RobotPortrait, VisibilityBadge } from '../robots/index.ts';

/**
 * One robot in the 'My' drawer: the link part (portrait, name, badge, intro) opens `to`; `actions`
 * sit beside it as separate buttons, never inside the link.
 */
export function DrawerRobotRow({
  robot,
  to,
  linkLabel,
  onOpen,
  actions,
}: {
  robot: RobotCard;
  to: string;
  linkLabel: string;
  onOpen: () => void;
  actions?: ReactNode;
}) {
  const { token } = theme.useToken();
  return (
    <li className="rs-drawer-row" style={{ borderRadius: token.borderRadius }}>
      <Link
        to={to}
        onClick={onOpen}
        aria-label={linkLabel}
        className="rs-drawer-row__link"
        style={{ color: token.colorText }}
      >
        <RobotPortrait url={robot.headportraitUrl} name={robot.robotName} size={44} />
        <Flex vertical gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Typography.Text strong ellipsis style={{ minWidth: 0 }}>
            {robot.robotName}
          </Typography.Text>
          <Flex align="center" gap={6} style={{ minWidth: 0 }}>
            <VisibilityBadge visibility={robot.robotVisibility} />
            <Typography.Text type="secondary" ellipsis style={{ fontSize: 13, minWidth: 0 }}>
              {robot.robotIntro}
            </Typography.Text>
          </Flex>
        </Flex>
      </Link>
      {actions ? <div className="rs-drawer-row__actions">{actions}</div> : null}
    </li>
  );
}
