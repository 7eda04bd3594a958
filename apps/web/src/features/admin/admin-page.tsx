import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { useIsMobile } from '../../lib/use-is-mobile.ts';
import { ADMIN_TITLE_ID } from './lib/admin-title.ts';
import { AdminNav } from './components/admin-nav.tsx';
import { SectionView } from './components/section-view.tsx';
import { adminSectionKeys, type AdminSectionKey } from './sections.ts';
import './admin.css';

const isSectionKey = (v: string): v is AdminSectionKey =>
  (adminSectionKeys as readonly string[]).includes(v);

/** The admin area (/admin/:section): the sections' menu beside (phones: above) the open section. */
export function AdminPage() {
  const { t } = useTranslation('admin');
  const { section = 'dashboard' } = useParams();
  const mobile = useIsMobile();
  if (!isSectionKey(section)) return <Navigate to={paths.admin} replace />;
  return (
    <div className={mobile ? 'rs-admin rs-admin--mobile' : 'rs-admin'}>
      <AdminNav current={section} mobile={mobile} />
      <section className="rs-admin__main" aria-labelledby={ADMIN_TITLE_ID}>
        <Typography.Title
          level={1}
          id={ADMIN_TITLE_ID}
          // for the focus when the control that had it goes (lib/admin-title.ts)
          tabIndex={-1}
          className="rs-admin__title"
        >
          {t(`sections.${section}`)}
        </Typography.Title>
        <SectionView key={section} section={section} />
      </section>
    </div>
  );
}
