import ArrowRightOutlined from '@ant-design/icons-svg/es/asn/ArrowRightOutlined';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../../components/plain/icon.tsx';

interface FeatureLinkCardProps {
  to: string;
  icon: ReactNode;
  title: string;
  description: string;
  action: string;
}

/** A whole-card link into one part of the product; it lifts slightly on hover (home.css). */
export function FeatureLinkCard({ to, icon, title, description, action }: FeatureLinkCardProps) {
  return (
    <Link to={to} className="rs-home-card">
      <span className="rs-home-card__icon" aria-hidden>
        {icon}
      </span>
      <h3>{title}</h3>
      <p>{description}</p>
      <span className="rs-home-card__more">
        {action}
        <Icon icon={ArrowRightOutlined} />
      </span>
    </Link>
  );
}
