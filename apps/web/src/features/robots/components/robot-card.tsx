import {
  DeleteOutlined,
  EditOutlined,
  ExperimentOutlined,
  EyeOutlined,
  HeartOutlined,
  MessageOutlined,
} from '@ant-design/icons';
import type { RobotCard as RobotCardData } from '@robot/contracts';
import { Button, Flex, Typography } from 'antd';
import type { CSSProperties, MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useIsMobile } from '../../../lib/use-is-mobile.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { useRobotActions } from '../manage/robot-actions.tsx';
import { formatCount } from '../../../lib/format-count.ts';
import { RobotPortrait } from './robot-portrait.tsx';
import { useCategoryName } from './use-category-name.ts';
import { VisibilityBadge } from './visibility-badge.tsx';
import './robot-card.css';

function Stat({ icon, value, label }: { icon: ReactNode; value: number; label: string }) {
  const { i18n } = useTranslation();
  return (
    <span title={label} style={{ display: 'inline-flex', gap: 4 }}>
      <span aria-hidden>{icon}</span>
      <span className="rs-visually-hidden">{label}</span>
      <span>{formatCount(value, i18n.language)}</span>
    </span>
  );
}

/** Edit, Training and Delete of the signed-in owner's robot (dialogs come from useRobotActions). */
function OwnerActions({ robot }: { robot: RobotCardData }) {
  const { t } = useTranslation('robots');
  const actions = useRobotActions();
  const isMobile = useIsMobile();
  const ref = { uuid: robot.uuid, robotName: robot.robotName };
  const style: CSSProperties = { height: isMobile ? 44 : 34, paddingInline: 8 };
  return (
    <Flex gap={2} wrap style={{ marginInlineStart: 'auto' }}>
      <Button
        type="text"
        size="small"
        icon={<EditOutlined />}
        style={style}
        onClick={() => actions.edit(robot.uuid)}
      >
        {t('actions.edit')}
      </Button>
      <Button
        type="text"
        size="small"
        icon={<ExperimentOutlined />}
        style={style}
        onClick={() => actions.train(ref)}
      >
        {t('actions.train')}
      </Button>
      <Button
        type="text"
        size="small"
        danger
        icon={<DeleteOutlined />}
        style={style}
        onClick={() => actions.remove(ref)}
      >
        {t('actions.delete')}
      </Button>
    </Flex>
  );
}

/**
 * One robot in a grid or list: portrait, name, intro, public/private badge and counts. The body is a
 * link to /robot-info; `onSelect` replaces that navigation (e.g. the 'My' drawer opens the chat).
 * The owner sees Edit / Training / Delete unless `showOwnerActions` is false.
 */
export function RobotCard({
  robot,
  onSelect,
  showOwnerActions = true,
}: {
  robot: RobotCardData;
  onSelect?: (robot: RobotCardData) => void;
  showOwnerActions?: boolean;
}) {
  const { t } = useTranslation('robots');
  const userUUID = useAuthStore((s) => s.user?.uuid);
  const categoryName = useCategoryName(robot.robotCatagory);
  const isOwner = showOwnerActions && !!userUUID && userUUID === robot.ownerUUID;

  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (!onSelect) return;
    e.preventDefault();
    onSelect(robot);
  };

  const byline = [
    categoryName,
    robot.ownerNickname ? t('card.by', { name: robot.ownerNickname }) : null,
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <article className="rs-robot-card" aria-label={robot.robotName}>
      <Link to={paths.robotInfo(robot.uuid)} onClick={onClick} className="rs-robot-card__body">
        <div className="rs-robot-card__head">
          <RobotPortrait url={robot.headportraitUrl} name={robot.robotName} size={52} />
          <div style={{ minWidth: 0, flex: 1 }}>
            <div className="rs-robot-card__title">
              <Typography.Text
                strong
                className="rs-ellipsis"
                title={robot.robotName}
                style={{ fontSize: 16 }}
              >
                {robot.robotName}
              </Typography.Text>
              <VisibilityBadge visibility={robot.robotVisibility} />
            </div>
            <Typography.Text
              type="secondary"
              className="rs-ellipsis"
              title={byline}
              style={{ fontSize: 13, display: 'block' }}
            >
              {byline}
            </Typography.Text>
          </div>
        </div>
        <Typography.Text type="secondary" className="rs-robot-card__intro">
          {robot.robotIntro || t('card.noIntro')}
        </Typography.Text>
        <div className="rs-robot-card__stats">
          <Stat icon={<MessageOutlined />} value={robot.chatCount} label={t('stats.chats')} />
          <Stat icon={<HeartOutlined />} value={robot.favoriteCount} label={t('stats.favorites')} />
          <Stat icon={<EyeOutlined />} value={robot.viewCount} label={t('stats.views')} />
        </div>
      </Link>
      {isOwner ? (
        <div className="rs-robot-card__footer">
          <OwnerActions robot={robot} />
        </div>
      ) : null}
    </article>
  );
}
