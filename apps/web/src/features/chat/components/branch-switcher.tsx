import LeftOutlined from '@ant-design/icons-svg/es/asn/LeftOutlined';
import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';
import { Icon } from '../../../components/plain/icon.tsx';
import { PlainButton } from '../../../components/plain/plain-button.tsx';

/**
 * `< 2/3 >` between the sibling versions of a message (regenerated answers, edited questions). The
 * row gives the words: one translation hook per row, not one per part of it.
 */
export function BranchSwitcher({
  siblings,
  current,
  onSwitch,
  disabled,
  labels,
}: {
  siblings: string[];
  current: string;
  onSwitch: (id: string) => void;
  disabled?: boolean;
  labels: { group: string; previous: string; next: string };
}) {
  const index = siblings.indexOf(current);
  if (siblings.length < 2 || index < 0) return null;
  return (
    <span className="rs-chat-branch" role="group" aria-label={labels.group}>
      <PlainButton
        size="small"
        icon={<Icon icon={LeftOutlined} />}
        aria-label={labels.previous}
        disabled={disabled || index === 0}
        onClick={() => onSwitch(siblings[index - 1]!)}
      />
      <span aria-live="polite">
        {index + 1}/{siblings.length}
      </span>
      <PlainButton
        size="small"
        icon={<Icon icon={RightOutlined} />}
        aria-label={labels.next}
        disabled={disabled || index === siblings.length - 1}
        onClick={() => onSwitch(siblings[index + 1]!)}
      />
    </span>
  );
}
