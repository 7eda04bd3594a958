import { LoginOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { StateBox } from '../../../components/state-box.tsx';
import { translateKey } from '../../../lib/i18n/translate-key.ts';
import { isApiError } from '../../../lib/api/api-error.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { loginPathFor } from '../../auth/index.ts';
import { useRobotActions } from '../manage/robot-actions.tsx';

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
  const navigate = useNavigate();
  const location = useLocation();
  const create = signedIn ? (
    <Button
      type={keyword ? 'default' : 'primary'}
      size="large"
      icon={<PlusOutlined />}
      onClick={actions.create}
    >
      {t('square.createRobot')}
    </Button>
  ) : (
    <Button
      type={keyword ? 'default' : 'primary'}
      size="large"
      icon={<LoginOutlined />}
      onClick={() => void navigate(loginPathFor(`${location.pathname}${location.search}`))}
    >
      {t('empty.loginToCreate')}
    </Button>
  );
  return (
    <StateBox
      title={keyword ? t('empty.noMatchTitle', { keyword }) : t('empty.noneTitle')}
      text={keyword ? t('empty.noMatchText') : t('empty.noneText')}
      actions={
        <>
          {keyword ? (
            <Button type="primary" size="large" onClick={onClearSearch}>
              {t('empty.clearSearch')}
            </Button>
          ) : filtered ? (
            <Button size="large" onClick={onShowAll}>
              {t('empty.showAll')}
            </Button>
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
  const reason = isApiError(error) ? translateKey(error.msg) : t('error.unknown');
  return (
    <StateBox
      role="alert"
      title={t('error.title')}
      text={reason}
      actions={
        <Button
          type="primary"
          size="large"
          icon={<ReloadOutlined />}
          loading={retrying}
          onClick={onRetry}
        >
          {t('error.retry')}
        </Button>
      }
    />
  );
}
