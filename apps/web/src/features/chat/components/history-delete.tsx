import { Suspense, useState } from 'react';
import { lazyWithAntd, loadAntdScope } from '../../../lib/antd/lazy-with-antd.tsx';
import { DeleteButton } from './delete-button.tsx';

const loadConfirm = () => import('./delete-confirm.tsx');
// with antd's scope: the chat page draws without antd (decision 034)
const DeleteConfirm = lazyWithAntd(() => loadConfirm().then((m) => m.DeleteConfirm));

/**
 * A history row's delete button. The confirmation (antd's Popconfirm) is loaded when the pointer or
 * the focus comes to the button, and mounted for the row being deleted only: a Popconfirm on every
 * row mounted antd's trigger machinery for each conversation of the list.
 */
export function HistoryDelete({
  labels,
  onDelete,
}: {
  /** the button's name (also the confirming one's), the question, the way out */
  labels: { delete: string; confirm: string; cancel: string };
  onDelete: () => Promise<unknown>;
}) {
  // null while not asked; else whether the button had the focus when asked (for the one replacing it)
  const [asked, setAsked] = useState<{ focus: boolean } | null>(null);
  // a confirmation that had the focus closed: the plain button takes it back
  const [refocus, setRefocus] = useState(false);
  const label = labels.delete;
  const preload = () => void Promise.all([loadConfirm(), loadAntdScope()]).catch(() => {});

  if (!asked) {
    return (
      <DeleteButton
        label={label}
        ref={(el) => {
          if (el && refocus) {
            el.focus();
            setRefocus(false);
          }
        }}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={(e) => setAsked({ focus: document.activeElement === e.currentTarget })}
      />
    );
  }
  return (
    // while the confirmation's code arrives, the same button stands in
    <Suspense fallback={<DeleteButton label={label} />}>
      <DeleteConfirm
        label={label}
        title={labels.confirm}
        okText={labels.delete}
        cancelText={labels.cancel}
        onConfirm={onDelete}
        takeFocus={asked.focus}
        onClosed={(hadFocus) => {
          setRefocus(hadFocus);
          setAsked(null);
        }}
      />
    </Suspense>
  );
}
