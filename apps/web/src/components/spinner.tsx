import './spinner.css';

/**
 * antd's large Spin (four dots fading in turn on a turning square, in the primary colour) drawn in
 * CSS, without antd (decision 033). Decorative: the element around it carries role="status" and the
 * words.
 */
export function Spinner() {
  return (
    <span className="rs-spinner" aria-hidden="true">
      <span className="rs-spinner__dot">
        <i />
        <i />
        <i />
        <i />
      </span>
    </span>
  );
}
