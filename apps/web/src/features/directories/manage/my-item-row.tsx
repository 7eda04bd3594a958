import { EditOutlined, EyeOutlined, HeartOutlined, PictureOutlined } from '@ant-design/icons';
import { Button, Flex, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCount } from '../../../lib/format-count.ts';
import { useDirectoryCategories } from '../api/get-categories.ts';
import { kinds, type DirectoryCard } from '../kinds.ts';
import type { DirectoryKind } from '@robot/contracts';

/**
 * One row of a "my" list: image, title (a link to the item's page), categories, counts, the
 * moderators' "hidden" flag, and for the user's own submissions an Edit button.
 */
export function MyItemRow({
  kind,
  card,
  onEdit,
}: {
  kind: DirectoryKind;
  card: DirectoryCard;
  onEdit?: (uuid: string) => void;
}) {
  const { t, i18n } = useTranslation('directoryForm');
  const { categories } = useDirectoryCategories(kind);
  const k = kinds[kind];
  const title = k.titleOf(card);
  const image = k.imageOf(card);
  const zh = i18n.language.startsWith('zh');
  const names = card.categories
    .map((id) => categories.find((c) => c.id === id))
    .filter((c) => c !== undefined)
    .map((c) => (zh ? c.nameZh : c.nameEn));

  return (
    <li className={kind === 'aitool' ? 'rs-my-row rs-my-row--square' : 'rs-my-row'}>
      <div className="rs-my-row__image">
        {image ? (
          <img src={image} alt="" loading="lazy" />
        ) : (
          <PictureOutlined aria-hidden style={{ fontSize: 22, opacity: 0.45 }} />
        )}
      </div>
      <Flex vertical gap={4} className="rs-my-row__body">
        <Flex gap={8} align="center" wrap>
          <Link to={k.infoPath(card.uuid)} className="rs-my-row__title">
            {title}
          </Link>
          {card.hidden ? (
            <Tooltip title={t('list.hiddenHint')}>
              <Tag color="warning" tabIndex={0}>
                {t('list.hidden')}
              </Tag>
            </Tooltip>
          ) : null}
        </Flex>
        {names.length ? (
          <Flex gap={4} wrap>
            {names.map((name) => (
              <Tag key={name} variant="filled">
                {name}
              </Tag>
            ))}
          </Flex>
        ) : null}
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          <span aria-label={t('list.views', { n: card.viewCount })}>
            <EyeOutlined aria-hidden /> {formatCount(card.viewCount, i18n.language)}
          </span>
          <span
            aria-label={t('list.favorites', { n: card.favoriteCount })}
            style={{ marginInlineStart: 12 }}
          >
            <HeartOutlined aria-hidden /> {formatCount(card.favoriteCount, i18n.language)}
          </span>
        </Typography.Text>
      </Flex>
      {onEdit ? (
        <Button
          icon={<EditOutlined aria-hidden />}
          onClick={() => onEdit(card.uuid)}
          aria-label={t('list.editNamed', { title })}
          className="rs-my-row__edit"
        >
          {t('list.edit')}
        </Button>
      ) : null}
    </li>
  );
}
