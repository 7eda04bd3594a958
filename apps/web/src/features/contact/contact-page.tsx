import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { lazyWithAntd } from '../../lib/antd/lazy-with-antd.tsx';
import { useAuthStore } from '../../stores/auth-store.ts';
import { ContactAside } from './components/contact-aside.tsx';
import { ContactForm } from './components/contact-form.tsx';
import { ContactSuccess } from './components/contact-success.tsx';
import { MyContactsPlaceholder } from './components/my-contacts-frame.tsx';
import type { RequirementType } from './contact-rules.ts';
import { preloadContactRules } from './load-contact-rules.ts';
import './contact.css';

/** What a signed-in user sent before: drawn with antd, loaded (with it) for a signed-in user only. */
const MyContactsList = lazyWithAntd(() =>
  import('./components/my-contacts.tsx').then((m) => m.MyContactsList),
);

/**
 * /contact: leave a message or a business-cooperation request; works signed out. A signed-in user
 * also sees what they sent before (MyContactsList, which brings antd when it shows), under the form.
 * Drawn without antd, like the other public pages (decision 033).
 *
 * That list arrives after the page has drawn and its height is unknown until then, so it comes last
 * in the page: beside the aside on a wide screen, after it in one column (the aside used to sit under
 * it there and jumped down when it came). Its card and a placeholder of two items hold its place
 * meanwhile, so that the footer moves little.
 */
export function ContactPage() {
  const { t } = useTranslation('contact');
  // `?type=cooperation` lets a link open the form on business cooperation directly.
  const [params] = useSearchParams();
  const initialType: RequirementType =
    params.get('type') === 'cooperation' ? 'cooperation' : 'message';
  const [sent, setSent] = useState<RequirementType | null>(null);
  const [type, setType] = useState(initialType);
  const signedIn = useAuthStore((s) => s.token !== null);

  return (
    <div className="rs-contact">
      <header className="rs-contact__header">
        <h1 className="rs-contact__title">{t('page.title')}</h1>
        <p className="rs-contact__subtitle">{t('page.subtitle')}</p>
      </header>
      <div className="rs-contact__layout">
        {/* The fields' rules (load-contact-rules.ts), for their first check, are asked when the
            visitor first touches the form: their zod schemas take 60-100 ms of a phone's main
            thread to build, which the page's load need not wait behind. */}
        <section
          className="rs-contact__card"
          onFocusCapture={preloadContactRules}
          onPointerDownCapture={preloadContactRules}
        >
          {sent ? (
            <ContactSuccess type={sent} onAgain={() => setSent(null)} />
          ) : (
            <ContactForm
              initialType={type}
              onSent={(sentType) => {
                setType(sentType);
                setSent(sentType);
              }}
            />
          )}
        </section>
        <ContactAside />
        {signedIn ? (
          <div className="rs-contact__mine">
            <Suspense fallback={<MyContactsPlaceholder />}>
              <MyContactsList />
            </Suspense>
          </div>
        ) : null}
      </div>
    </div>
  );
}
