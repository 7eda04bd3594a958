import { Link } from 'react-router';
import { BrandMark } from '../../components/brand-logo.tsx';
import { paths } from '../../lib/paths.ts';
import { useSiteName } from '../../lib/use-site-name.ts';
import './header.css';

/** Logo and site name, linking home (in a new tab from the detail header). */
export function BrandLink({
  newTab = false,
  hideName = false,
}: {
  newTab?: boolean;
  hideName?: boolean;
}) {
  const siteName = useSiteName();
  return (
    <Link
      to={paths.home}
      target={newTab ? '_blank' : undefined}
      rel={newTab ? 'noopener noreferrer' : undefined}
      aria-label={siteName}
      className="rs-brand-link"
    >
      <BrandMark size={32} />
      {hideName ? null : <span className="rs-header-title">{siteName}</span>}
    </Link>
  );
}
