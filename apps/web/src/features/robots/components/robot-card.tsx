import DeleteOutlined from '@ant-design/icons-svg/es/asn/DeleteOutlined';
import EditOutlined from '@ant-design/icons-svg/es/asn/EditOutlined';
import ExperimentOutlined from '@ant-design/icons-svg/es/asn/ExperimentOutlined';
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import HeartOutlined from '@ant-design/icons-svg/es/asn/HeartOutlined';
import MessageOutlined from '@ant-design/icons-svg/es/asn/MessageOutlined';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import type { RobotCard as RobotCardData } from '@robot/contracts';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/plain/icon.tsx';
import { PlainButton } from '../../../components/plain/plain-button.tsx';
import { paths } from '../../../lib/paths.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { useRobotActions } from '../manage/robot-actions.tsx';
import { formatCount } from '../../../lib/format-count.ts';
import { RobotPortrait } from './robot-portrait.tsx';
import { useCategoryName } from './use-category-name.ts';
import { VisibilityBadge } from './visibility-badge.tsx';
import '../../../components/plain/text.css';
import './robot-card.css';

function Stat({ icon, value, label }: { icon: IconDefinition; value: number; label: string }) {
  const { i18n } = useTranslation();
  return (
    <span title={label} className="rs-robot-card__stat">
      {/* its own box, as before: the icon sits on the text's baseline */}
      <span>
        <Icon icon={icon} />
      </span>
      <span className="rs-visually-hidden">{label}</span>
      <span>{formatCount(value, i18n.language)}</span>
    </span>
  );
}

/** Edit, Training and Delete of the signed-in owner's robot (dialogs come from useRobotActions). */
function OwnerActions({ robot }: { robot: RobotCardData }) {
  const { t } = useTranslation('robots');
  const actions = useRobotActions();
  const ref = { uuid: robot.uuid, robotName: robot.robotName };
  return (
    <div className="rs-robot-card__actions">
      <PlainButton
        size="small"
        icon={<Icon icon={EditOutlined} />}
        onClick={() => actions.edit(robot.uuid)}
      >
        {t('actions.edit')}
      </PlainButton>
      <PlainButton
        size="small"
        icon={<Icon icon={ExperimentOutlined} />}
        onClick={() => actions.train(ref)}
      >
        {t('actions.train')}
      </PlainButton>
      <PlainButton
        size="small"
        danger
        icon={<Icon icon={DeleteOutlined} />}
        onClick={() => actions.remove(ref)}
      >
        {t('actions.delete')}
      </PlainButton>
    </div>
  );
}

/**
 * One robot in a grid or list: portrait, name, intro, public/private badge and counts. The body is a
 * link to /robot-info; `onSelect` replaces that navigation (e.g. the 'My' drawer opens the chat).
 * The owner sees Edit / Training / Delete unless `showOwnerActions` is false.
 *
 * Plain elements and CSS, no antd (decision 034): the square renders dozens of these on its first
 * screen, and antd's theme and style hooks in each of their texts and buttons were most of its
 * blocking time.
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
          <div className="rs-robot-card__heading">
            <div className="rs-robot-card__title">
              <span
                className="rs-text rs-text--strong rs-ellipsis rs-robot-card__name"
                title={robot.robotName}
              >
                {robot.robotName}
              </span>
              <VisibilityBadge visibility={robot.robotVisibility} />
            </div>
            <span className="rs-text rs-ellipsis rs-robot-card__byline" title={byline}>
              {byline}
            </span>
          </div>
        </div>
        <span className="rs-text rs-robot-card__intro">
          {robot.robotIntro || t('card.noIntro')}
        </span>
        <div className="rs-robot-card__stats">
          <Stat icon={MessageOutlined} value={robot.chatCount} label={t('stats.chats')} />
          <Stat icon={HeartOutlined} value={robot.favoriteCount} label={t('stats.favorites')} />
          <Stat icon={EyeOutlined} value={robot.viewCount} label={t('stats.views')} />
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
