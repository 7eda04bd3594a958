import LoginOutlined from '@ant-design/icons-svg/es/asn/LoginOutlined';
import PlusOutlined from '@ant-design/icons-svg/es/asn/PlusOutlined';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/plain/icon.tsx';
import { PlainButton } from '../../../components/plain/plain-button.tsx';
import { ReadErrorBox } from '../../../components/read-error-box.tsx';
import { StateBox } from '../../../components/state-box.tsx';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { useLoginAndBack } from '../../auth/index.ts';
import { useRobotActions } from '../manage/robot-actions.tsx';

// The buttons are plain ones with antd's look (decision 034); StateBox around them is shared with
// the other lists and still antd's (components/state-box.tsx).

/**
 * Nothing found: with a keyword, offer to clear it; otherwise invite the visitor to create the first
 * robot here (or to log in first).
 */
export function SquareEmpty({
  keyword,
  filtered,
  onClearSearch,
  onShowAll,
}: {
  keyword: string;
  filtered: boolean;
  onClearSearch: () => void;
  onShowAll: () => void;
}) {
  const { t } = useTranslation('robots');
  const signedIn = useAuthStore((s) => !!s.token);
  const actions = useRobotActions();
  const toLogin = useLoginAndBack();
  const variant = keyword ? 'default' : 'primary';
  const create = signedIn ? (
    <PlainButton
      variant={variant}
      size="large"
      icon={<Icon icon={PlusOutlined} />}
      onClick={actions.create}
    >
      {t('square.createRobot')}
    </PlainButton>
  ) : (
    <PlainButton
      variant={variant}
      size="large"
      icon={<Icon icon={LoginOutlined} />}
      onClick={toLogin}
    >
      {t('empty.loginToCreate')}
    </PlainButton>
  );
  return (
    <StateBox
      title={keyword ? t('empty.noMatchTitle', { keyword }) : t('empty.noneTitle')}
      text={keyword ? t('empty.noMatchText') : t('empty.noneText')}
      actions={
        <>
          {keyword ? (
            <PlainButton variant="primary" size="large" onClick={onClearSearch}>
              {t('empty.clearSearch')}
            </PlainButton>
          ) : filtered ? (
            <PlainButton variant="default" size="large" onClick={onShowAll}>
              {t('empty.showAll')}
            </PlainButton>
          ) : null}
          {create}
        </>
      }
    />
  );
}

/** The search failed: say what happened and offer to try again. */
export function SquareError({
  error,
  onRetry,
  retrying,
}: {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation('robots');
  return (
    <ReadErrorBox
      error={error}
      retrying={retrying}
      onRetry={onRetry}
      texts={{ title: t('error.title'), unknown: t('error.unknown'), retry: t('error.retry') }}
    />
  );
}
