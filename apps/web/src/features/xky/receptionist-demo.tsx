import { PauseCircleOutlined, SoundOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
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
            <Button icon={<PauseCircleOutlined aria-hidden />} onClick={stop}>
              {t('modules.receptionist.stop')}
            </Button>
          ) : (
            <Button
              type="primary"
              icon={<SoundOutlined aria-hidden />}
              onClick={() => speak(greeting)}
            >
              {t('modules.receptionist.listen')}
            </Button>
          )}
          <span role="status" className="rs-xky-voice__status">
            {speaking ? t('modules.receptionist.speaking') : ''}
          </span>
        </div>
      ) : (
        <Alert type="info" showIcon title={t('modules.receptionist.unsupported')} />
      )}
    </div>
  );
}
