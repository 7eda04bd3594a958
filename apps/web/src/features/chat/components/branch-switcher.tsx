import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** `< 2/3 >` between the sibling versions of a message (regenerated answers, edited questions). */
export function BranchSwitcher({
  siblings,
  current,
  onSwitch,
  disabled,
}: {
  siblings: string[];
  current: string;
  onSwitch: (id: string) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('chat');
  const index = siblings.indexOf(current);
  if (siblings.length < 2 || index < 0) return null;
  return (
    <span className="rs-chat-branch" role="group" aria-label={t('branch.label')}>
      <Button
        size="small"
        type="text"
        icon={<LeftOutlined />}
        aria-label={t('branch.previous')}
        disabled={disabled || index === 0}
        onClick={() => onSwitch(siblings[index - 1]!)}
      />
      <span aria-live="polite">
        {index + 1}/{siblings.length}
      </span>
      <Button
        size="small"
        type="text"
        icon={<RightOutlined />}
        aria-label={t('branch.next')}
        disabled={disabled || index === siblings.length - 1}
        onClick={() => onSwitch(siblings[index + 1]!)}
      />
    </span>
  );
}
