import type { AdminPlugin } from '@robot/contracts';
import { adminModelsApi } from '@robot/contracts/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Card, Flex, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { apiCall } from '../../../../lib/api/index.ts';
import { AdminList } from '../../components/admin-list.tsx';
import { formatNumber } from '../../ops-shared/format.ts';
import { OpsQueryState } from '../../ops-shared/ops-states.tsx';
import { opsKeys } from '../../ops-shared/query-keys.ts';
import '../../ops-shared/ops.css';
import { chatModelsKey } from '../../../../lib/use-chat-models.ts';

export function PluginsSection() {
  const { t } = useTranslation('adminOps');
  const queryClient = useQueryClient();
  const plugins = useQuery({
    queryKey: opsKeys.plugins,
    queryFn: ({ signal }) => apiCall(adminModelsApi.plugins, { signal, silent: true }),
  });
  const toggle = useMutation({
    mutationFn: (body: { id: AdminPlugin['id']; enabled: boolean }) =>
      apiCall(adminModelsApi.pluginsChange, { body }),
    onSuccess: (data) => {
      queryClient.setQueryData(opsKeys.plugins, data);
      void queryClient.invalidateQueries({ queryKey: chatModelsKey });
    },
  });
  return (
    <section className="ops-section" aria-labelledby="ops-plugins-title">
      <Typography.Title
        level={2}
        id="ops-plugins-title"
        className="rs-visually-hidden"
        style={{ fontSize: 20 }}
      >
        {t('plugins.heading')}
      </Typography.Title>
      <OpsQueryState query={plugins} empty={plugins.data?.list.length === 0}>
        <AdminList
          layout="grid"
          items={plugins.data?.list}
          itemKey={(p) => p.id}
          renderItem={(p) => (
            <Card size="small" title={t(`plugins.names.${p.id}`)}>
              <Flex vertical gap={8}>
                <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                  {t(`plugins.descriptions.${p.id}`)}
                </Typography.Paragraph>
                <Flex gap={8} align="center">
                  <Switch
                    checked={p.enabled}
                    loading={toggle.isPending && toggle.variables?.id === p.id}
                    aria-label={t('plugins.enable', { name: t(`plugins.names.${p.id}`) })}
                    onChange={(enabled) => toggle.mutate({ id: p.id, enabled })}
                  />
                  <Typography.Text>
                    {p.enabled ? t('common.enabled') : t('common.disabled')}
                  </Typography.Text>
                </Flex>
                <Typography.Text type="secondary">
                  {t('plugins.usage', {
                    calls: formatNumber(p.calls24h),
                    errors: formatNumber(p.errors24h),
                  })}
                </Typography.Text>
              </Flex>
            </Card>
          )}
        />
      </OpsQueryState>
    </section>
  );
}
