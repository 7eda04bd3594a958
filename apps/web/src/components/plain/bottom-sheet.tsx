import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import {
  useId,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import { createPortal } from 'react-dom';
import { Icon } from './icon.tsx';
import './bottom-sheet.css';

const FOCUSABLE =
  'a[href], button:not(:disabled), input:not(:disabled), [tabindex]:not([tabindex="-1"])';

/** Whether this browser has modal dialogs (jsdom and browsers before 2022 do not). */
const hasModalDialogs = () =>
  typeof HTMLDialogElement === 'function' &&
  typeof HTMLDialogElement.prototype.showModal === 'function';

interface BottomSheetProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** the close button's accessible name */
  closeLabel: string;
  /** where the focus goes back to once the sheet has closed (the button that opened it) */
  returnFocusTo?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/**
 * A panel sliding up from the bottom of the screen over a dimmed page, as antd's Drawer with
 * `placement="bottom"` did, without antd (decision 033): a modal `<dialog>` (the rest of the page
 * inert, in the top layer above the sticky header), titled, with a close button. Escape, the close
 * button and a click on the dimmed page close it; the focus moves into it when it opens and back to
 * `returnFocusTo` when it closes. Rendered only while open. Where `showModal` is missing, an open
 * dialog over a backdrop of its own that keeps the Tab key inside.
 */
export function BottomSheet(props: BottomSheetProps) {
  return props.open ? createPortal(<SheetDialog {...props} />, document.body) : null;
}

function SheetDialog({ onClose, title, closeLabel, returnFocusTo, children }: BottomSheetProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const modal = hasModalDialogs();

  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (modal && !element.open) element.showModal();
    element.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const back = returnFocusTo;
    return () => {
      if (modal && element.open) element.close();
      back?.current?.focus();
    };
  }, [modal, returnFocusTo]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    if (modal || event.key !== 'Tab') return;
    // Without a modal dialog, Tab goes round the sheet's own controls.
    const all = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = all[0];
    const last = all[all.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  // The browser's own close request (Escape, a phone's back gesture): closed through the state.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onClose();
  };

  return (
    <>
      {modal ? null : <div className="rs-sheet-backdrop" aria-hidden="true" onClick={onClose} />}
      <dialog
        ref={dialog}
        open={modal ? undefined : true}
        aria-modal={modal ? undefined : true}
        aria-labelledby={titleId}
        className="rs-sheet"
        onKeyDown={onKeyDown}
        onCancel={onCancel}
        // A modal dialog's backdrop is the dialog itself: a click on it lands outside the panel.
        onClick={(event) => {
          if (event.target === event.currentTarget) onClose();
        }}
      >
        <div className="rs-sheet__panel">
          <div className="rs-sheet__header">
            <button
              type="button"
              className="rs-sheet__close"
              aria-label={closeLabel}
              onClick={onClose}
            >
              <Icon icon={CloseOutlined} />
            </button>
            <h2 id={titleId} className="rs-sheet__title">
              {title}
            </h2>
          </div>
          <div className="rs-sheet__body">{children}</div>
        </div>
      </dialog>
    </>
  );
}
