import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface LiveItemCardProps {
  to: string;
  title: string;
  text: string;
  thumb: ReactNode;
}

/** One item of a live section: a picture, its title and one or two lines, linking to its page. */
export function LiveItemCard({ to, title, text, thumb }: LiveItemCardProps) {
  return (
    <Link to={to} className="rs-home-item">
      {thumb}
      <span className="rs-home-item__body">
        <span className="rs-home-item__title">{title}</span>
        <span className="rs-home-item__text">{text}</span>
      </span>
    </Link>
  );
}
