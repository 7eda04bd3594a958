import CheckCircleOutlined from '@ant-design/icons-svg/es/asn/CheckCircleOutlined';
import CloseCircleOutlined from '@ant-design/icons-svg/es/asn/CloseCircleOutlined';
import LoadingOutlined from '@ant-design/icons-svg/es/asn/LoadingOutlined';
import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';
import ToolOutlined from '@ant-design/icons-svg/es/asn/ToolOutlined';
import type { ToolStep } from '@robot/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/plain/icon.tsx';
import { useChatModelsQuery } from '../../../lib/use-chat-models.ts';
import { labelIn, prettyJson } from '../lib/labels.ts';
import './tool-steps.css';

const marks = {
  running: LoadingOutlined,
  done: CheckCircleOutlined,
  error: CloseCircleOutlined,
} as const;

function StatusMark({ status }: { status: ToolStep['status'] }) {
  const { t } = useTranslation('chat');
  return (
    <span className="rs-chat-tool-status" data-status={status}>
      <Icon icon={marks[status]} className="rs-chat-tool-mark" />
      <span className="rs-chat-tool-status-text">{t(`tools.status.${status}`)}</span>
    </span>
  );
}

/** One plugin call: a header button (name and status) that opens the input and the result. */
function ToolStepItem({ step, name }: { step: ToolStep; name: string }) {
  const { t } = useTranslation('chat');
  const [open, setOpen] = useState(false);
  // drawn on first opening and kept, as antd's Collapse did
  const [opened, setOpened] = useState(false);
  const panelId = useId();
  return (
    <div className={`rs-chat-tool-step${open ? ' is-open' : ''}`}>
      <button
        type="button"
        className="rs-chat-tool-header"
        aria-expanded={open}
        aria-controls={opened ? panelId : undefined}
        onClick={() => {
          setOpen(!open);
          setOpened(true);
        }}
      >
        <span className="rs-chat-tool-arrow">
          <Icon icon={RightOutlined} />
        </span>
        <span className="rs-chat-tool-title">
          <span className="rs-chat-tool-head">
            <Icon icon={ToolOutlined} />
            <span className="rs-chat-tool-name">{name}</span>
            <StatusMark status={step.status} />
          </span>
        </span>
      </button>
      {opened ? (
        <div id={panelId} className="rs-chat-tool-panel" hidden={!open}>
          <div className="rs-chat-tool-body">
            <div className="rs-chat-secondary">{t('tools.input')}</div>
            <pre>{prettyJson(step.input)}</pre>
            <div className="rs-chat-secondary">{t('tools.result')}</div>
            {step.output === null ? (
              <div className="rs-chat-secondary rs-chat-tool-pending">{t('tools.pending')}</div>
            ) : (
              <pre>{prettyJson(step.output)}</pre>
            )}
          </div>
        </div>
      ) : null}
    </div>
  );
}

/**
 * The plugin calls of one answer, above its text: one collapsible row each (name and status; opened,
 * the input and the result), with antd's small Collapse look. The headers are buttons, so the
 * keyboard opens them too.
 */
export function ToolSteps({ steps }: { steps: ToolStep[] }) {
  const { i18n } = useTranslation('chat');
  const plugins = useChatModelsQuery().data?.plugins ?? [];
  const nameOf = (id: string) => {
    const plugin = plugins.find((p) => p.id === id);
    return plugin ? labelIn(plugin, i18n.language) : id;
  };
  return (
    <div className="rs-chat-tool-steps">
      {steps.map((step) => (
        <ToolStepItem key={step.id} step={step} name={nameOf(step.name)} />
      ))}
    </div>
  );
}
