import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Spinner } from '../../../components/spinner.tsx';
import { useChatModelsQuery } from '../../../lib/use-chat-models.ts';
import { useIsMobile } from '../../../lib/use-is-mobile.ts';
import { usePreferencesStore } from '../../../stores/preferences-store.ts';
import { useChatSession } from '../hooks/use-chat-session.ts';
import { useEscapeStops } from '../hooks/use-escape-stops.ts';
import { useModelChoice } from '../hooks/use-model-choice.ts';
import { PlainAlert } from '../../../components/plain/plain-alert.tsx';
import { ChatInput, type ChatInputHandle } from './chat-input.tsx';
import { useMarkdownLoaded } from './chat-markdown.tsx';
import { CreditsLabel, OfflineBanner, RefusalCard } from './chat-notices.tsx';
import { ChatToolbar } from './chat-toolbar.tsx';
import { ChatWelcome } from './chat-welcome.tsx';
import { HistoryList } from './history-list.tsx';
import { HistoryPanel } from './history-panel.tsx';
import { MessageList } from './message-list.tsx';
import { ChatChoiceBar } from './model-picker.tsx';
import '../chat-controls.css';
import '../chat.css';

/** The conversation id lives in the URL (?c=) so a reload finds the conversation again. */
const PARAM = 'c';

/** The same element at every drawing, so the memoised question box is not drawn again for it. */
const credits = <CreditsLabel />;

/**
 * The chat with one robot, or with the general assistant (robotUUID null): history sidebar (a drawer
 * on phones), the conversation column and the input. Mount it with `key={robotUUID}`.
 */
export function ChatScreen(props: {
  robotUUID: string | null;
  name: string;
  intro: string;
  guideWords: string[];
  /** the small picture beside answers */
  avatar: ReactNode;
  /** the large picture of the empty conversation */
  bigAvatar: ReactNode;
  /** the header of the page (the robot's card); none for the assistant, whose app header says it */
  identity?: ReactNode;
}) {
  const { t } = useTranslation(['chat', 'common']);
  const isMobile = useIsMobile();
  const [params, setParams] = useSearchParams();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const prefs = usePreferencesStore();
  const width = prefs.widerConversationPage ? 1100 : 768;

  // The callbacks below keep their identity while an answer streams in (the URL does not change),
  // so the memoised toolbar, history and question box are not drawn again with each piece.
  const hasParam = params.get(PARAM) !== null;
  const setConversationParam = useCallback(
    (id: string | null) =>
      setParams(
        (p) => {
          const next = new URLSearchParams(p);
          if (id) next.set(PARAM, id);
          else next.delete(PARAM);
          return next;
        },
        { replace: id !== null && !hasParam },
      ),
    [setParams, hasParam],
  );

  const inputRef = useRef<ChatInputHandle>(null);
  // The choice reads the session's tree, and the session reads the choice when a turn starts.
  const choiceRef = useRef<ReturnType<typeof useModelChoice> | null>(null);
  const session = useChatSession({
    robotUUID: props.robotUUID,
    conversationId: params.get(PARAM),
    onCreated: (id) => setConversationParam(id),
    choice: () => choiceRef.current?.choice() ?? {},
    onRefused: (refusal) => {
      if (refusal.turn.userText) inputRef.current?.restore(refusal.turn.userText);
    },
  });
  const choice = useModelChoice(session.tree);
  useEffect(() => {
    choiceRef.current = choice;
  });
  const generating = session.streamingId !== null;
  // Escape stops an answer as the stop button does; the keyboard goes on in the question box. Not
  // while the phone's history drawer is open (or its code loading): Escape closes that.
  const page = useRef<HTMLDivElement>(null);
  useEscapeStops({
    active: generating && !drawerOpen,
    page,
    onStop: () => {
      session.stop();
      inputRef.current?.focus();
    },
  });
  // The offline notice sits above the messages: until the models are known the column shows a
  // spinner, so the notice and the messages appear together and nothing moves (layout shift).
  const modelsPending = useChatModelsQuery().isPending;
  const hasMessages = session.path.length > 0;
  const markdownLoaded = useMarkdownLoaded(hasMessages);
  // A stored conversation waits for the markdown renderer (no plain text turning into markdown
  // under the reader's eyes); an answer streaming in a new one does not: its text shows as it comes.
  const [streamed, setStreamed] = useState(false);
  if (session.streamingId !== null && !streamed) setStreamed(true);
  const markdownReady = markdownLoaded || !hasMessages || streamed;

  const { regenerate, edit, switchBranch, reset, stop } = session;
  const actions = useMemo(
    () => ({
      regenerate,
      edit: (id: string, text: string) => edit(id, text),
      switchBranch,
      focusQuestion: () => inputRef.current?.focus(),
    }),
    [regenerate, edit, switchBranch],
  );

  const startNew = useCallback(() => {
    reset();
    setConversationParam(null);
    setDrawerOpen(false);
  }, [reset, setConversationParam]);
  const open = useCallback(
    (id: string) => {
      stop();
      setConversationParam(id);
      setDrawerOpen(false);
    },
    [stop, setConversationParam],
  );
  const openHistory = useCallback(() => setDrawerOpen(true), []);
  const closeHistory = useCallback(() => setDrawerOpen(false), []);

  const conversationId = session.tree.conversationId;
  const history = useMemo(
    () => (
      <HistoryList
        robotUUID={props.robotUUID}
        activeId={conversationId}
        heading={!isMobile}
        onOpen={open}
        onNew={startNew}
        onDeleted={(id) => {
          if (id === conversationId) startNew();
        }}
      />
    ),
    [props.robotUUID, conversationId, isMobile, open, startNew],
  );
  const choiceBar = useMemo(
    () => (
      <ChatChoiceBar
        choice={choice}
        isNew={!conversationId}
        conversationPlugins={session.tree.pluginIds}
        disabled={generating}
      />
    ),
    [choice, conversationId, session.tree.pluginIds, generating],
  );

  return (
    <div className="rs-chat" ref={page}>
      <HistoryPanel
        isMobile={isMobile}
        drawerOpen={drawerOpen}
        onCloseDrawer={closeHistory}
        title={t('history.title')}
      >
        {history}
      </HistoryPanel>
      <section className="rs-chat-main" aria-label={t('conversation')}>
        <ChatToolbar
          identity={props.identity}
          isMobile={isMobile}
          onOpenHistory={openHistory}
          onNew={startNew}
        />
        <OfflineBanner />
        {session.loading || modelsPending || !markdownReady ? (
          <div className="rs-chat-loading" role="status" aria-busy="true">
            <Spinner />
            <span className="rs-visually-hidden">{t('common:loading')}</span>
          </div>
        ) : (
          <MessageList
            tree={session.tree}
            path={session.path}
            streamingId={session.streamingId}
            avatar={props.avatar}
            userMarkdown={prefs.renderUserMessageInMd}
            codeAutoWrap={prefs.codeAutoWrap}
            actions={actions}
            width={width}
            empty={
              <>
                {session.loadFailed ? <PlainAlert type="warning" title={t('loadFailed')} /> : null}
                <ChatWelcome
                  avatar={props.bigAvatar}
                  name={props.name}
                  intro={props.intro}
                  guideWords={props.guideWords}
                  onAsk={session.send}
                  disabled={generating}
                />
              </>
            }
          />
        )}
        <ChatInput
          ref={inputRef}
          notice={
            session.refusal ? (
              <RefusalCard
                refusal={session.refusal}
                onRetry={() => {
                  const asked = session.refusal?.turn.userText;
                  if (asked) inputRef.current?.clearIf(asked);
                  session.retry();
                }}
                onStartNew={startNew}
                onDismiss={session.dismissRefusal}
              />
            ) : null
          }
          toolbar={choiceBar}
          onSend={session.send}
          onStop={session.stop}
          generating={generating}
          status={session.status}
          extra={credits}
          width={width}
        />
      </section>
    </div>
  );
}
