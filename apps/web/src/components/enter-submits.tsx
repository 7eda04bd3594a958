/**
 * Inside a form whose Save is in a dialog's footer (outside the form): a submit button of the form's
 * own, out of sight and out of the Tab order, so Enter in a one-line field submits the form as the
 * browser does for any form with a submit button.
 */
export function EnterSubmits({ disabled = false }: { disabled?: boolean }) {
  return (
    <button
      type="submit"
      className="rs-visually-hidden"
      tabIndex={-1}
      aria-hidden
      disabled={disabled}
    />
  );
}
