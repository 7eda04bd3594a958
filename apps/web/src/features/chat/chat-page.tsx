import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyIllustration } from '../../components/illustrations/empty-illustration.tsx';
import { NotFoundIllustration } from '../../components/illustrations/not-found-illustration.tsx';
import { PlainLinkButton } from '../../components/plain/plain-button.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { StatusPage } from '../../components/status-page.tsx';
import { paths } from '../../lib/paths.ts';
import { translateKey } from '../../lib/i18n/translate-key.ts';
import { ApiError } from '../../lib/api/api-error.ts';
import { RobotPortrait, splitGuideWords, useRobotSimpleQuery } from '../robots/index.ts';
import { ChatScreen } from './components/chat-screen.tsx';

/** /chat/{uuid}: the chat with one robot. */
export function ChatPage() {
  const { uuid = '' } = useParams();
  const { t } = useTranslation(['chat', 'common']);
  const robot = useRobotSimpleQuery(uuid);

  if (robot.isPending) {
    return (
      // The chat's own height, so the footer stays below the fold until the chat arrives.
      <div className="rs-chat rs-chat-loading" role="status" aria-busy="true">
        <Spinner />
        <span className="rs-visually-hidden">{t('common:loading')}</span>
      </div>
    );
  }
  if (robot.isError) {
    const err = robot.error;
    const missing = err instanceof ApiError && err.code === 10404;
    return (
      <div role="alert">
        <StatusPage
          illustration={
            missing ? <NotFoundIllustration size={240} /> : <EmptyIllustration size={200} />
          }
          title={err instanceof ApiError ? translateKey(err.msg) : t('robotLoadFailed')}
          actions={
            <PlainLinkButton variant="primary" size="large" to={paths.robotList}>
              {t('backToSquare')}
            </PlainLinkButton>
          }
        />
      </div>
    );
  }

  const r = robot.data;
  return (
    <ChatScreen
      key={r.uuid}
      robotUUID={r.uuid}
      name={r.robotName}
      intro={r.robotIntro}
      guideWords={splitGuideWords(r.robotGuideWords)}
      avatar={<RobotPortrait url={r.headportraitUrl} name={r.robotName} size={32} shape="circle" />}
      bigAvatar={<RobotPortrait url={r.headportraitUrl} name={r.robotName} size={72} />}
      identity={
        <>
          <RobotPortrait url={r.headportraitUrl} name={r.robotName} size={36} shape="circle" />
          <div className="rs-chat-identity-text">
            <span className="rs-chat-identity-name">{r.robotName}</span>
            <span className="rs-chat-secondary rs-chat-identity-intro">{r.robotIntro}</span>
          </div>
        </>
      }
    />
  );
}
