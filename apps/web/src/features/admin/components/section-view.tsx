import { Button, Skeleton } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StateBox } from '../../../components/state-box.tsx';
import { paths } from '../../../lib/paths.ts';
import { adminSectionKeys, sectionComponent, type AdminSectionKey } from '../sections.ts';

// One lazy component per section, made once: a section's chunk loads when it is first opened.
const sectionComponents = Object.fromEntries(
  adminSectionKeys.map((key) => [key, sectionComponent(key)]),
) as Record<AdminSectionKey, ReturnType<typeof sectionComponent>>;

/** The open section in its own chunk, or a friendly note while that section is not built yet. */
export function SectionView({ section }: { section: AdminSectionKey }) {
  const { t } = useTranslation('admin');
  const Section = sectionComponents[section];
  if (!Section) {
    return (
      <StateBox
        role="status"
        title={t('unavailable.title')}
        text={t('unavailable.text')}
        actions={
          <Link to={paths.admin}>
            <Button type="primary">{t('unavailable.back')}</Button>
          </Link>
        }
      />
    );
  }
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
      <Section />
    </Suspense>
  );
}
