import { LoginOutlined, PlusOutlined } from '@ant-design/icons';
import type { DirectoryKind } from '@robot/contracts';
import { Button, type ButtonProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { MountWhenOpened } from '../../../components/mount-when-opened.tsx';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { loginPathFor } from '../../auth/index.ts';
import { LazyItemFormModal } from './lazy-item-form-modal.ts';
import type { ItemFormTarget } from './use-item-form.ts';

/**
 * "Submit a tool" / "Write an article" / "Submit an application": opens the item form empty; a
 * visitor who is not signed in goes to login first and comes back here.
 */
export function SubmitItemButton({
  kind,
  type = 'primary',
  size = 'large',
}: {
  kind: DirectoryKind;
  type?: ButtonProps['type'];
  size?: ButtonProps['size'];
}) {
  const { t } = useTranslation('directoryForm');
  const signedIn = useAuthStore((s) => !!s.token);
  const navigate = useNavigate();
  const location = useLocation();
  const [target, setTarget] = useState<ItemFormTarget | null>(null);

  if (!signedIn) {
    return (
      <Button
        type={type}
        size={size}
        icon={<LoginOutlined />}
        onClick={() => void navigate(loginPathFor(`${location.pathname}${location.search}`))}
      >
        {t('submit.loginFirst')}
      </Button>
    );
  }
  return (
    <>
      <Button
        type={type}
        size={size}
        icon={<PlusOutlined />}
        onClick={() => setTarget({ mode: 'create' })}
      >
        {t(`submit.${kind}`)}
      </Button>
      <MountWhenOpened open={target !== null}>
        <LazyItemFormModal kind={kind} target={target} onClose={() => setTarget(null)} />
      </MountWhenOpened>
    </>
  );
}
