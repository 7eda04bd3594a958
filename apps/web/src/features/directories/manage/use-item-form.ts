import { ErrorCode, ErrorKey, type DirectoryKind } from '@robot/contracts/client';
import { Form } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors, type ApiError } from '../../../lib/api/index.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { useEditItemMutation } from '../api/edit-item.ts';
import { useItemForEdit } from '../api/get-item-for-edit.ts';
import { useSubmitItemMutation, type DirectoryFields } from '../api/submit-item.ts';
import {
  clearDraft,
  draftDiffers,
  draftKey,
  readDraft,
  writeDraft,
  type ArticleDraft,
} from './article-draft.ts';
import {
  bodyOf,
  emptyValues,
  itemFormSpecs,
  valuesOf,
  type ItemFormValues,
} from './item-form-config.ts';
import { useFeedback } from '../../../lib/feedback.ts';

/** What the item form is opened for: a new item, or the owner's edit of one. */
export type ItemFormTarget = { mode: 'create' } | { mode: 'edit'; uuid: string };

/**
 * Everything the item form does besides drawing: in edit mode it loads the item and fills the form
 * once per opening; it keeps an article's draft in this browser and offers it back; it submits, puts
 * the server's reasons beside the fields (a taken AI tool address on the url), and closes on success.
 */
export function useItemForm(
  kind: DirectoryKind,
  target: ItemFormTarget | null,
  onClose: () => void,
) {
  const spec = itemFormSpecs[kind];
  const { t } = useTranslation('directoryForm');
  const { message } = useFeedback();
  const [form] = Form.useForm<ItemFormValues>();
  const editUuid = target?.mode === 'edit' ? target.uuid : null;
  const userUuid = useAuthStore((s) => s.user?.uuid ?? null);
  const storageKey = spec.draft && target && userUuid ? draftKey(userUuid, editUuid) : null;

  const explain = (error: ApiError): boolean => {
    if (applyFieldErrors(form, error)) {
      void message.warning(t('tips.pleaseCheckInput'));
      return true;
    }
    if (error.msg === ErrorKey.aiToolExists && spec.url) {
      form.setFields([{ name: 'url', errors: [t('errors.urlTaken')] }]);
      return true;
    }
    if (error.code === ErrorCode.tooManyRequests) {
      void message.error(t('errors.quota'));
      return true;
    }
    return false;
  };
  const submitCall = useSubmitItemMutation(kind, { inline: explain });
  const editCall = useEditItemMutation(kind, { inline: explain });
  const item = useItemForEdit(kind, editUuid);
  const loaded = editUuid !== null && item.isSuccess && !item.isFetching ? item.data : null;
  const filledFor = useRef<string | null>(null);

  useEffect(() => {
    if (!target) {
      filledFor.current = null;
      return;
    }
    const key = editUuid ?? 'create';
    if (filledFor.current === key) return;
    let values: ItemFormValues;
    if (editUuid === null) values = emptyValues(spec);
    else if (loaded) values = valuesOf(spec, loaded);
    else return;
    form.resetFields();
    form.setFieldsValue(values);
    filledFor.current = key;
  }, [target, editUuid, loaded, spec, form, storageKey]);

  // Once per opening (when the starting values are known), a stored draft that differs from them is
  // offered back; the choice, or closing, ends the offer. Kept from render to render, not re-read.
  const startValues =
    editUuid === null ? emptyValues(spec) : item.data ? valuesOf(spec, item.data) : null;
  const offerKey = storageKey && startValues ? storageKey : null;
  const [offer, setOffer] = useState<{ key: string | null; draft: ArticleDraft | null }>({
    key: null,
    draft: null,
  });
  if (offer.key !== offerKey) {
    const draft = offerKey ? readDraft(offerKey) : null;
    setOffer({
      key: offerKey,
      draft: draft && startValues && draftDiffers(draft, startValues) ? draft : null,
    });
  }
  const draftOffer = offer.draft;
  const endOffer = () => setOffer((o) => ({ ...o, draft: null }));

  /** Every change the user makes is kept at once, so a closed tab loses nothing. */
  const onValuesChange = () => {
    if (storageKey && filledFor.current !== null) writeDraft(storageKey, form.getFieldsValue(true));
  };

  const restoreDraft = () => {
    if (!draftOffer) return;
    form.setFieldsValue({ ...emptyValues(spec), ...draftOffer.values });
    if (storageKey) writeDraft(storageKey, form.getFieldsValue(true));
    endOffer();
  };

  const discardDraft = () => {
    if (storageKey) clearDraft(storageKey);
    endOffer();
  };

  const close = () => {
    form.resetFields();
    submitCall.reset();
    editCall.reset();
    filledFor.current = null;
    onClose();
  };

  const submit = async () => {
    try {
      await form.validateFields();
    } catch {
      void message.warning(t('tips.pleaseCheckInput'));
      return;
    }
    const body = bodyOf(spec, { ...emptyValues(spec), ...form.getFieldsValue(true) });
    const done = () => {
      if (storageKey) clearDraft(storageKey);
      void message.success(editUuid ? t('tips.saved') : t('tips.submitted'));
      close();
    };
    if (editUuid) {
      editCall.mutate({ ...(body as DirectoryFields), uuid: editUuid }, { onSuccess: done });
    } else {
      submitCall.mutate(body as DirectoryFields, { onSuccess: done });
    }
  };

  const loadState: 'ready' | 'loading' | 'failed' =
    editUuid === null ? 'ready' : item.isError ? 'failed' : loaded ? 'ready' : 'loading';

  return {
    spec,
    form,
    mode: target?.mode ?? 'create',
    loadState,
    loadError: item.error,
    retryLoad: () => void item.refetch(),
    saving: submitCall.isPending || editCall.isPending,
    submit,
    close,
    onValuesChange,
    draftOffer,
    restoreDraft,
    discardDraft,
  };
}
