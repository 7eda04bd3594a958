import InfoCircleFilled from '@ant-design/icons-svg/es/asn/InfoCircleFilled';
import PauseCircleOutlined from '@ant-design/icons-svg/es/asn/PauseCircleOutlined';
import SoundOutlined from '@ant-design/icons-svg/es/asn/SoundOutlined';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/plain/icon.tsx';
import { PlainButton } from '../../components/plain/plain-button.tsx';
import { useSpeech } from './use-speech.ts';

/** The AI receptionist's greeting, spoken by the browser where it can, shown as text always. */
export function ReceptionistDemo() {
  const { t, i18n } = useTranslation('xky');
  const { supported, speaking, speak, stop } = useSpeech(i18n.language);
  const greeting = t('modules.receptionist.greeting');

  return (
    <div className="rs-xky-voice">
      <blockquote
        className="rs-xky-voice__quote"
        aria-label={t('modules.receptionist.greetingLabel')}
      >
        {greeting}
      </blockquote>
      {supported ? (
        <div className="rs-xky-voice__actions">
          {speaking ? (
            <PlainButton
              variant="default"
              icon={<Icon icon={PauseCircleOutlined} />}
              onClick={stop}
            >
              {t('modules.receptionist.stop')}
            </PlainButton>
          ) : (
            <PlainButton
              variant="primary"
              icon={<Icon icon={SoundOutlined} />}
              onClick={() => speak(greeting)}
            >
              {t('modules.receptionist.listen')}
            </PlainButton>
          )}
          <span role="status" className="rs-xky-voice__status">
            {speaking ? t('modules.receptionist.speaking') : ''}
          </span>
        </div>
      ) : (
        <div className="rs-xky-voice__note" role="note">
          <Icon icon={InfoCircleFilled} className="rs-xky-voice__note-icon" />
          <span>{t('modules.receptionist.unsupported')}</span>
        </div>
      )}
    </div>
  );
}
