import { useQuery } from '@tanstack/react-query';
import { Form } from 'antd';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsIn } from '../../../lib/api/index.ts';
import { isOwnerView, robotQueryOptions } from '../api/get-robot.ts';
import { useSaveRobotMutation } from '../api/save-robot.ts';
import type { RobotFormTarget } from './robot-action-types.ts';
import { ROBOT_DIALOG_CONFIRM_Z } from './overlay-layers.ts';
import { useSubmitOnce } from './submit-once.ts';
import { bodyOf, emptyRobotForm, formValuesOf, type RobotFormValues } from './robot-form-values.ts';
import { useFeedback } from '../../../lib/feedback.ts';

/**
 * Everything the robot form modal does besides drawing: in edit mode it loads the robot (the owner's
 * view carries the prompt and the knowledge base) and fills the form once per opening; it submits,
 * puts server field errors beside the fields, and closes and resets on success. Closing it with
 * unsaved changes (Cancel, the close button, Escape, or leaving the site) asks first.
 */
export function useRobotForm(target: RobotFormTarget | null, onClose: () => void) {
  const { t } = useTranslation('robotForm');
  const { message, modal } = useFeedback();
  const [form] = Form.useForm<RobotFormValues>();
  const editUuid = target?.mode === 'edit' ? target.uuid : null;
  // Field reasons go beside the inputs with a hint; any other failure gets the transport's one toast.
  const save = useSaveRobotMutation({
    inline: fieldErrorsIn(form, () => void message.warning(t('tips.pleaseCheckInput'))),
  });

  const robot = useQuery({
    ...robotQueryOptions(editUuid ?? '', { silent: true }),
    enabled: editUuid !== null,
    // Always what is stored now: the user is about to overwrite it.
    staleTime: 0,
    refetchOnMount: 'always',
  });
  const loaded = editUuid !== null && robot.isSuccess && !robot.isFetching;
  const ownerView = loaded && isOwnerView(robot.data) ? robot.data : null;
  const filledFor = useRef<string | null>(null);
  /** The values as filled in when the form opened, to tell unsaved changes. */
  const filledWith = useRef<string | null>(null);
  const snapshot = useCallback(() => JSON.stringify(form.getFieldsValue(true)), [form]);

  useEffect(() => {
    if (!target) {
      filledFor.current = null;
      return;
    }
    const key = editUuid ?? 'create';
    if (filledFor.current === key) return;
    if (editUuid === null) {
      form.resetFields();
      form.setFieldsValue(emptyRobotForm());
      filledFor.current = key;
      filledWith.current = snapshot();
    } else if (ownerView) {
      form.resetFields();
      form.setFieldsValue(formValuesOf(ownerView));
      filledFor.current = key;
      filledWith.current = snapshot();
    }
  }, [target, editUuid, ownerView, form, snapshot]);

  /** Whether the form holds anything not yet saved (typed, uploaded or written by AI). */
  const isDirty = useCallback(
    () => filledFor.current !== null && snapshot() !== filledWith.current,
    [snapshot],
  );

  // Reloading or leaving the site with unsaved changes asks the browser's own question first.
  const open = target !== null;
  useEffect(() => {
    if (!open) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (isDirty()) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [open, isDirty]);

  const close = () => {
    form.resetFields();
    save.reset();
    filledFor.current = null;
    filledWith.current = null;
    onClose();
  };

  /** Cancel, the close button and Escape: ask before throwing away unsaved changes. */
  const requestClose = () => {
    // While saving, stay: the result (success or the reason it failed) is about to show here.
    if (submitting()) return;
    if (!isDirty()) {
      close();
      return;
    }
    modal.confirm({
      title: t('discardConfirm.title'),
      content: t('discardConfirm.content'),
      okText: t('discardConfirm.ok'),
      okButtonProps: { danger: true },
      cancelText: t('discardConfirm.cancel'),
      onOk: close,
      zIndex: ROBOT_DIALOG_CONFIRM_Z,
    });
  };

  // The reason a save failed shows beside the fields or in the transport's toast; the form stays open.
  const { submit, running: submitting } = useSubmitOnce({
    check: () => form.validateFields(),
    save: (values: RobotFormValues) =>
      save.mutateAsync(bodyOf({ ...emptyRobotForm(), ...values }, editUuid ?? undefined)),
    invalid: () => void message.warning(t('tips.pleaseCheckInput')),
    saved: () => {
      void message.success(t('tips.submitSuccess'));
      close();
    },
  });

  const loadState: 'ready' | 'loading' | 'failed' | 'notOwner' =
    editUuid === null
      ? 'ready'
      : robot.isError
        ? 'failed'
        : !loaded
          ? 'loading'
          : ownerView
            ? 'ready'
            : 'notOwner';

  return {
    form,
    mode: target?.mode ?? 'create',
    loadState,
    loadError: robot.error,
    retryLoad: () => void robot.refetch(),
    saving: save.isPending,
    submit,
    close: requestClose,
  };
}
