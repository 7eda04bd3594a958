import {
  DeleteOutlined,
  EditOutlined,
  ExperimentOutlined,
  EyeOutlined,
  HeartOutlined,
  MessageOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { RobotCard } from '@robot/contracts';
import { RobotVisibility } from '@robot/contracts/client';
import { Button, Flex, Tag, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
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

function StatBox({
  icon,
  value,
  label,
  testId,
}: {
  icon: ReactNode;
  value: number;
  label: string;
  testId: string;
}) {
  const { token } = theme.useToken();
  const isMobile = useIsMobile();
  return (
    <div
      data-testid={testId}
      style={{
        flex: '1 1 0',
        minWidth: 0,
        padding: '12px 12px',
        borderRadius: token.borderRadiusLG,
        background: token.colorFillQuaternary,
      }}
    >
      <Typography.Text
        type="secondary"
        ellipsis
        title={label}
        style={{ fontSize: isMobile ? 12 : 13, display: 'block' }}
      >
        <span aria-hidden>{icon}</span> {label}
      </Typography.Text>
      <div style={{ fontSize: 22, fontWeight: 600, lineHeight: 1.3 }}>{value.toLocaleString()}</div>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section style={{ marginTop: 28 }}>
      <Typography.Title level={2} style={{ fontSize: 17, margin: '0 0 12px' }}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}

/** The body of /robot-info and /robot-detail: who the robot is, its numbers, and what to do next. */
export function RobotDetailView({ robot }: { robot: RobotCard }) {
  const { t, i18n } = useTranslation('robots');
  const { token } = theme.useToken();
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

  return (
    <article
      style={{
        background: token.colorBgContainer,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG + 4,
        padding: isMobile ? 20 : 32,
        boxShadow: token.boxShadowTertiary,
      }}
    >
      <Flex gap={isMobile ? 16 : 24} align="flex-start" vertical={isMobile}>
        <RobotPortrait
          url={robot.headportraitUrl}
          name={robot.robotName}
          size={isMobile ? 80 : 112}
        />
        <div style={{ minWidth: 0, flex: 1 }}>
          <Typography.Title
            level={1}
            style={{ fontSize: isMobile ? 24 : 28, margin: 0, overflowWrap: 'anywhere' }}
          >
            {robot.robotName}
          </Typography.Title>
          <Flex gap={8} wrap align="center" style={{ marginTop: 10 }}>
            <VisibilityBadge visibility={robot.robotVisibility} />
            {categoryName ? (
              <Tag variant="filled" style={{ marginInlineEnd: 0 }}>
                {categoryName}
              </Tag>
            ) : null}
            <Typography.Text type="secondary" style={{ fontSize: 13 }}>
              <UserOutlined aria-hidden />{' '}
              {t('detail.owner', { name: robot.ownerNickname || t('detail.unknownOwner') })}
            </Typography.Text>
          </Flex>
          <Typography.Paragraph
            style={{
              marginTop: 14,
              marginBottom: 0,
              fontSize: 15,
              maxWidth: 680,
              overflowWrap: 'anywhere',
            }}
          >
            {robot.robotIntro || t('card.noIntro')}
          </Typography.Paragraph>
          {Number.isNaN(updated.getTime()) ? null : (
            <Typography.Text
              type="secondary"
              style={{ fontSize: 13, display: 'block', marginTop: 6 }}
            >
              {t('detail.updated', {
                date: updated.toLocaleDateString(i18n.language, { dateStyle: 'medium' }),
              })}
            </Typography.Text>
          )}
        </div>
      </Flex>

      <Flex gap={isMobile ? 8 : 12} wrap={false} style={{ marginTop: 24 }}>
        <StatBox
          icon={<EyeOutlined />}
          value={robot.viewCount}
          label={t('stats.views')}
          testId="stat-views"
        />
        <StatBox
          icon={<MessageOutlined />}
          value={robot.chatCount}
          label={t('stats.chats')}
          testId="stat-chats"
        />
        <StatBox
          testId="stat-favorites"
          icon={<HeartOutlined />}
          value={robot.favoriteCount}
          label={t('stats.favorites')}
        />
      </Flex>

      <Flex gap={12} wrap style={{ marginTop: 24 }} vertical={isMobile}>
        <Button type="primary" size="large" icon={<MessageOutlined />} onClick={startChat}>
          {t('detail.startChat')}
        </Button>
        <Flex gap={12} style={isMobile ? { width: '100%' } : undefined}>
          <div style={isMobile ? { flex: 1, display: 'grid' } : undefined}>
            <FavoriteButton uuid={robot.uuid} isFavorite={robot.isFavorite} />
          </div>
          {/* A private robot's link opens for its owner only: anyone it was shared with would get
              "not found", so there is nothing to share until it is made public. */}
          {robot.robotVisibility === RobotVisibility.private ? null : (
            <div style={isMobile ? { flex: 1, display: 'grid' } : undefined}>
              <ShareActions
                title={robot.robotName}
                text={robot.robotIntro}
                imageUrl={robot.headportraitUrl}
                url={paths.robotDetail(robot.uuid)}
                block={isMobile}
              />
            </div>
          )}
        </Flex>
      </Flex>

      {guideWords.length > 0 ? (
        <Section title={t('detail.guideWords')}>
          <Flex gap={8} wrap>
            {guideWords.map((word) => (
              <Tag
                key={word}
                variant="filled"
                style={{
                  margin: 0,
                  padding: '6px 12px',
                  fontSize: 14,
                  whiteSpace: 'normal',
                  borderRadius: 999,
                  background: token.colorPrimaryBg,
                  color: token.colorLink,
                }}
              >
                {word}
              </Tag>
            ))}
          </Flex>
        </Section>
      ) : null}

      {isOwner ? (
        <Section title={t('detail.manage')}>
          <Flex gap={8} wrap>
            <Button
              size={isMobile ? 'large' : 'middle'}
              icon={<EditOutlined />}
              onClick={() => actions.edit(robot.uuid)}
            >
              {t('actions.edit')}
            </Button>
            <Button
              size={isMobile ? 'large' : 'middle'}
              icon={<ExperimentOutlined />}
              onClick={() => actions.train(ref)}
            >
              {t('actions.train')}
            </Button>
            <Button
              size={isMobile ? 'large' : 'middle'}
              danger
              icon={<DeleteOutlined />}
              onClick={() => actions.remove(ref)}
            >
              {t('actions.delete')}
            </Button>
          </Flex>
        </Section>
      ) : null}
    </article>
  );
}
