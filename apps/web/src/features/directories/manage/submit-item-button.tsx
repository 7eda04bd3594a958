import LoginOutlined from '@ant-design/icons-svg/es/asn/LoginOutlined';
import PlusOutlined from '@ant-design/icons-svg/es/asn/PlusOutlined';
import type { DirectoryKind } from '@robot/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MountWhenOpened } from '../../../components/mount-when-opened.tsx';
import { Icon } from '../../../components/plain/icon.tsx';
import { PlainButton, type PlainButtonLook } from '../../../components/plain/plain-button.tsx';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { useLoginAndBack } from '../../auth/index.ts';
import { LazyItemFormModal } from './lazy-item-form-modal.ts';
import type { ItemFormTarget } from './use-item-form.ts';

/**
 * "Submit a tool" / "Write an article" / "Submit an application": opens the item form empty; a
 * visitor who is not signed in goes to login first and comes back here. A plain button: the list
 * pages draw it without antd; the form brings antd when it opens (decision 034).
 */
export function SubmitItemButton({
  kind,
  variant = 'primary',
  size = 'large',
}: {
  kind: DirectoryKind;
  variant?: PlainButtonLook['variant'];
  size?: PlainButtonLook['size'];
}) {
  const { t } = useTranslation('directories');
  const signedIn = useAuthStore((s) => !!s.token);
  const toLogin = useLoginAndBack();
  const [target, setTarget] = useState<ItemFormTarget | null>(null);

  if (!signedIn) {
    return (
      <PlainButton
        variant={variant}
        size={size}
        icon={<Icon icon={LoginOutlined} />}
        onClick={toLogin}
      >
        {t('submit.loginFirst')}
      </PlainButton>
    );
  }
  return (
    <>
      <PlainButton
        variant={variant}
        size={size}
        icon={<Icon icon={PlusOutlined} />}
        onClick={() => setTarget({ mode: 'create' })}
      >
        {t(`submit.${kind}`)}
      </PlainButton>
      <MountWhenOpened open={target !== null}>
        <LazyItemFormModal kind={kind} target={target} onClose={() => setTarget(null)} />
      </MountWhenOpened>
    </>
  );
}
