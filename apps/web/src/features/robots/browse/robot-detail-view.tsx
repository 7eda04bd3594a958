import DeleteOutlined from '@ant-design/icons-svg/es/asn/DeleteOutlined';
import EditOutlined from '@ant-design/icons-svg/es/asn/EditOutlined';
import ExperimentOutlined from '@ant-design/icons-svg/es/asn/ExperimentOutlined';
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import HeartOutlined from '@ant-design/icons-svg/es/asn/HeartOutlined';
import MessageOutlined from '@ant-design/icons-svg/es/asn/MessageOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import type { RobotCard } from '@robot/contracts';
import { RobotVisibility } from '@robot/contracts/client';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Icon } from '../../../components/plain/icon.tsx';
import { PlainButton } from '../../../components/plain/plain-button.tsx';
import { PlainTag } from '../../../components/plain/tag.tsx';
import { ShareActions } from '../../../components/share/index.ts';
import { paths } from '../../../lib/paths.ts';
import { useIsMobile } from '../../../lib/use-is-mobile.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { loginPathFor } from '../../auth/index.ts';
import { RobotPortrait } from '../components/robot-portrait.tsx';
import { useCategoryName } from '../components/use-category-name.ts';
import { VisibilityBadge } from '../components/visibility-badge.tsx';
import { useRobotActions } from '../manage/robot-actions.tsx';
import { FavoriteButton } from './favorite-button.tsx';
import { splitGuideWords } from './guide-words.ts';
import './robot-detail.css';

function StatBox({
  icon,
  value,
  label,
  testId,
}: {
  icon: IconDefinition;
  value: number;
  label: string;
  testId: string;
}) {
  return (
    <div data-testid={testId} className="rs-robot-detail__stat">
      <span className="rs-robot-detail__stat-label" title={label}>
        <Icon icon={icon} /> {label}
      </span>
      <div className="rs-robot-detail__stat-value">{value.toLocaleString()}</div>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rs-robot-detail__section">
      <h2 className="rs-robot-detail__section-title">{title}</h2>
      {children}
    </section>
  );
}

/** The body of /robot-info and /robot-detail: who the robot is, its numbers, and what to do next. */
export function RobotDetailView({ robot }: { robot: RobotCard }) {
  const { t, i18n } = useTranslation('robots');
  const isMobile = useIsMobile();
  const navigate = useNavigate();
  const actions = useRobotActions();
  const signedIn = useAuthStore((s) => !!s.token);
  const isOwner = useAuthStore((s) => !!s.user && s.user.uuid === robot.ownerUUID);
  const categoryName = useCategoryName(robot.robotCatagory);
  const guideWords = splitGuideWords(robot.robotGuideWords);
  const ref = { uuid: robot.uuid, robotName: robot.robotName };
  const updated = new Date(robot.updatedAt);

  const startChat = () => {
    const chat = paths.chat(robot.uuid);
    void navigate(signedIn ? chat : loginPathFor(chat));
  };

  const manageSize = isMobile ? 'large' : 'middle';

  return (
    <article className="rs-robot-detail">
      <div className="rs-robot-detail__head">
        <RobotPortrait
          url={robot.headportraitUrl}
          name={robot.robotName}
          size={isMobile ? 80 : 112}
        />
        <div className="rs-robot-detail__about">
          <h1 className="rs-robot-detail__name">{robot.robotName}</h1>
          <div className="rs-robot-detail__meta">
            <VisibilityBadge visibility={robot.robotVisibility} />
            {categoryName ? <PlainTag>{categoryName}</PlainTag> : null}
            <span className="rs-text--secondary rs-robot-detail__owner">
              <Icon icon={UserOutlined} />{' '}
              {t('detail.owner', { name: robot.ownerNickname || t('detail.unknownOwner') })}
            </span>
          </div>
          <p className="rs-robot-detail__intro">{robot.robotIntro || t('card.noIntro')}</p>
          {Number.isNaN(updated.getTime()) ? null : (
            <span className="rs-text--secondary rs-robot-detail__updated">
              {t('detail.updated', {
                date: updated.toLocaleDateString(i18n.language, { dateStyle: 'medium' }),
              })}
            </span>
          )}
        </div>
      </div>

      <div className="rs-robot-detail__stats">
        <StatBox
          icon={EyeOutlined}
          value={robot.viewCount}
          label={t('stats.views')}
          testId="stat-views"
        />
        <StatBox
          icon={MessageOutlined}
          value={robot.chatCount}
          label={t('stats.chats')}
          testId="stat-chats"
        />
        <StatBox
          testId="stat-favorites"
          icon={HeartOutlined}
          value={robot.favoriteCount}
          label={t('stats.favorites')}
        />
      </div>

      <div className="rs-robot-detail__actions">
        <PlainButton
          variant="primary"
          size="large"
          icon={<Icon icon={MessageOutlined} />}
          onClick={startChat}
        >
          {t('detail.startChat')}
        </PlainButton>
        <div className="rs-robot-detail__secondary-actions">
          <div className="rs-robot-detail__action-cell">
            <FavoriteButton uuid={robot.uuid} isFavorite={robot.isFavorite} />
          </div>
          {/* A private robot's link opens for its owner only: anyone it was shared with would get
              "not found", so there is nothing to share until it is made public. */}
          {robot.robotVisibility === RobotVisibility.private ? null : (
            <div className="rs-robot-detail__action-cell">
              <ShareActions
                title={robot.robotName}
                text={robot.robotIntro}
                imageUrl={robot.headportraitUrl}
                url={paths.robotDetail(robot.uuid)}
                block={isMobile}
              />
            </div>
          )}
        </div>
      </div>

      {guideWords.length > 0 ? (
        <Section title={t('detail.guideWords')}>
          <ul className="rs-robot-detail__words">
            {guideWords.map((word) => (
              <li key={word} className="rs-robot-detail__word">
                {word}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {isOwner ? (
        <Section title={t('detail.manage')}>
          <div className="rs-robot-detail__manage">
            <PlainButton
              variant="default"
              size={manageSize}
              icon={<Icon icon={EditOutlined} />}
              onClick={() => actions.edit(robot.uuid)}
            >
              {t('actions.edit')}
            </PlainButton>
            <PlainButton
              variant="default"
              size={manageSize}
              icon={<Icon icon={ExperimentOutlined} />}
              onClick={() => actions.train(ref)}
            >
              {t('actions.train')}
            </PlainButton>
            <PlainButton
              variant="default"
              size={manageSize}
              danger
              icon={<Icon icon={DeleteOutlined} />}
              onClick={() => actions.remove(ref)}
            >
              {t('actions.delete')}
            </PlainButton>
          </div>
        </Section>
      ) : null}
    </article>
  );
}
