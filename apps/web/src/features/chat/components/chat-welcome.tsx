import { Button, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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
      <Typography.Title level={2} className="rs-chat-welcome-title">
        {props.name}
      </Typography.Title>
      {props.intro ? (
        <Typography.Paragraph type="secondary" className="rs-chat-welcome-intro">
          {props.intro}
        </Typography.Paragraph>
      ) : null}
      {props.guideWords.length > 0 ? (
        <div className="rs-chat-chips" role="group" aria-label={t('welcome.suggestions')}>
          {props.guideWords.map((word) => (
            <Button
              key={word}
              shape="round"
              disabled={props.disabled}
              onClick={() => props.onAsk(word)}
            >
              {word}
            </Button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
