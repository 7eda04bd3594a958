import { Empty, Flex, Modal, Result, Skeleton, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCreditHistoryQuery } from './api/get-usage.ts';
import { statusIcons } from '../../lib/antd/quiet-icons.tsx';

/** The balance and its latest changes (grants, answers), newest first, as the server lists them. */
export function CreditsHistoryModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation('user');
  const { token } = theme.useToken();
  const credits = useCreditHistoryQuery(open);
  // A reason this page does not know is shown as it is (an administrator's change reads 'admin').
  const reason = (r: string) =>
    r === 'grant' || r === 'chat' || r === 'admin' ? t(`credits.reasons.${r}`) : r;
  const when = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      title={t('credits.title')}
      width={440}
      destroyOnHidden
    >
      {credits.isPending ? (
        <Skeleton active />
      ) : credits.isError ? (
        <Result status="warning" icon={statusIcons.warning} title={t('credits.loadFailed')} />
      ) : (
        <>
          <Typography.Paragraph>
            {t('credits.balance', { count: credits.data.balance })}
          </Typography.Paragraph>
          {credits.data.recent.length === 0 ? (
            <Empty description={t('credits.empty')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
          ) : (
            <ul
              aria-label={t('credits.recent')}
              style={{ listStyle: 'none', margin: 0, padding: 0 }}
            >
              {credits.data.recent.map((c, i) => (
                <li
                  key={`${c.createdAt}-${i}`}
                  style={{
                    padding: '8px 0',
                    borderTop: i ? `1px solid ${token.colorBorderSecondary}` : undefined,
                  }}
                >
                  <Flex justify="space-between" align="center" gap={12}>
                    <div style={{ minWidth: 0 }}>
                      <Typography.Text>{reason(c.reason)}</Typography.Text>
                      <br />
                      <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
                        {when(c.createdAt)}
                      </Typography.Text>
                    </div>
                    <Typography.Text type={c.delta < 0 ? 'danger' : 'success'} strong>
                      {c.delta > 0 ? `+${c.delta}` : c.delta}
                    </Typography.Text>
                  </Flex>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Modal>
  );
}
