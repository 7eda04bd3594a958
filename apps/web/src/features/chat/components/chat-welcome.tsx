import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainButton } from '../../../components/plain/plain-button.tsx';

/** An empty conversation: who answers, and the guidance words as starters that send at once. */
export function ChatWelcome(props: {
  avatar: ReactNode;
  name: string;
  intro: string;
  guideWords: string[];
  onAsk: (text: string) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('chat');
  return (
    <div className="rs-chat-welcome">
      {props.avatar}
      <h2 className="rs-chat-welcome-title">{props.name}</h2>
      {props.intro ? (
        <div className="rs-chat-secondary rs-chat-welcome-intro">{props.intro}</div>
      ) : null}
      {props.guideWords.length > 0 ? (
        <div className="rs-chat-chips" role="group" aria-label={t('welcome.suggestions')}>
          {props.guideWords.map((word) => (
            <PlainButton
              key={word}
              variant="default"
              disabled={props.disabled}
              onClick={() => props.onAsk(word)}
            >
              {word}
            </PlainButton>
          ))}
        </div>
      ) : null}
    </div>
  );
}
