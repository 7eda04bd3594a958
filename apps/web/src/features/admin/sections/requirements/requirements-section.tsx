import { AdminLimits, type AdminRequirement } from '@robot/contracts';
import { adminApi } from '@robot/contracts/client';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Badge,
  Button,
  Collapse,
  Descriptions,
  Flex,
  Input,
  Select,
  Space,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiCall } from '../../../../lib/api/index.ts';
import { formatTime } from '../../ops-shared/format.ts';
import { OpsQueryState } from '../../ops-shared/ops-states.tsx';
import { opsKeys } from '../../ops-shared/query-keys.ts';
import '../../ops-shared/ops.css';
import { Pagination } from '../../../../components/pagination.tsx';

type Status = AdminRequirement['status'];
type Kind = AdminRequirement['type'];
const PAGE = 20;

function RequirementBody(props: { item: AdminRequirement }) {
  const { t } = useTranslation('adminOps');
  const queryClient = useQueryClient();
  const { item } = props;
  const [note, setNote] = useState(item.replyNote);
  const save = useMutation({
    mutationFn: (status: Status) =>
      apiCall(adminApi.requirementUpdate, {
        body: { id: item.id, status, replyNote: note.trim() },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: opsKeys.requirements }),
  });
  return (
    <Flex vertical gap={12}>
      <Typography.Paragraph className="ops-break" style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
        {item.requirement}
      </Typography.Paragraph>
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={t('requirements.name')}>{item.name}</Descriptions.Item>
        {item.companyName ? (
          <Descriptions.Item label={t('requirements.company')}>
            {item.companyName}
          </Descriptions.Item>
        ) : null}
        {item.mobile ? (
          <Descriptions.Item label={t('requirements.mobile')}>
            <a href={`tel:${item.mobile}`}>{item.mobile}</a>
          </Descriptions.Item>
        ) : null}
        {item.email ? (
          <Descriptions.Item label={t('requirements.email')}>
            <a className="ops-break" href={`mailto:${item.email}`}>
              {item.email}
            </a>
          </Descriptions.Item>
        ) : null}
        {item.user ? (
          <Descriptions.Item label={t('requirements.user')}>
            {item.user.nickname || item.user.username}
          </Descriptions.Item>
        ) : null}
        {item.handledAt ? (
          <Descriptions.Item label={t('requirements.handledAt')}>
            {formatTime(item.handledAt)}
          </Descriptions.Item>
        ) : null}
      </Descriptions>
      <Input.TextArea
        aria-label={t('requirements.replyNote')}
        placeholder={t('requirements.replyNote')}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        maxLength={AdminLimits.replyNote}
        showCount
        autoSize={{ minRows: 2, maxRows: 8 }}
      />
      <Space wrap>
        {item.status === 'new' ? (
          <Button type="primary" loading={save.isPending} onClick={() => save.mutate('handled')}>
            {t('requirements.markHandled')}
          </Button>
        ) : (
          <>
            <Button loading={save.isPending} onClick={() => save.mutate('handled')}>
              {t('requirements.saveNote')}
            </Button>
            <Button loading={save.isPending} onClick={() => save.mutate('new')}>
              {t('requirements.reopen')}
            </Button>
          </>
        )}
      </Space>
    </Flex>
  );
}

export function RequirementsSection() {
  const { t } = useTranslation('adminOps');
  const [status, setStatus] = useState<Status | 'all'>('new');
  const [type, setType] = useState<Kind | 'all'>('all');
  const [page, setPage] = useState(1);
  const q = { status, type, page };
  const list = useQuery({
    queryKey: opsKeys.requirementsList(q),
    queryFn: ({ signal }) =>
      apiCall(adminApi.requirements, {
        query: {
          status: status === 'all' ? undefined : status,
          type: type === 'all' ? undefined : type,
          skip: (page - 1) * PAGE,
          limit: PAGE,
        },
        signal,
        silent: true,
      }),
    placeholderData: keepPreviousData,
  });
  const fresh = useQuery({
    queryKey: opsKeys.requirementsNew,
    queryFn: ({ signal }) =>
      apiCall(adminApi.requirements, {
        query: { status: 'new', skip: 0, limit: 1 },
        signal,
        silent: true,
      }),
  });
  // The last one of the last page marked handled (while new ones are shown): that page is now past
  // the end, and its empty list would have no pager to go back with. Go to the new last page.
  const lastPage = Math.max(1, Math.ceil((list.data?.total ?? 0) / PAGE));
  if (list.isSuccess && !list.isPlaceholderData && page > lastPage) setPage(lastPage);
  const items = [...(list.data?.list ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

  return (
    <section className="ops-section" aria-labelledby="ops-req-title">
      <Flex gap={12} align="center" style={{ marginBottom: 12 }}>
        <Typography.Title
          level={2}
          id="ops-req-title"
          className="rs-visually-hidden"
          style={{ fontSize: 20, margin: 0 }}
        >
          {t('requirements.heading')}
        </Typography.Title>
        {fresh.data ? (
          // a dot and words: a red '0' alone under the section's title said nothing
          <Badge
            status={fresh.data.total > 0 ? 'processing' : 'default'}
            text={
              fresh.data.total > 0
                ? t('requirements.newCount', { n: fresh.data.total })
                : t('requirements.noneNew')
            }
          />
        ) : null}
      </Flex>
      <Flex gap={12} wrap style={{ marginBottom: 12 }}>
        <Select
          aria-label={t('requirements.status')}
          value={status}
          style={{ width: 160 }}
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
          options={[
            { value: 'all', label: t('requirements.statusAll') },
            { value: 'new', label: t('requirements.statusNew') },
            { value: 'handled', label: t('requirements.statusHandled') },
          ]}
        />
        <Select
          aria-label={t('requirements.type')}
          value={type}
          style={{ width: 180 }}
          onChange={(v) => {
            setType(v);
            setPage(1);
          }}
          options={[
            { value: 'all', label: t('requirements.typeAll') },
            { value: 'message', label: t('requirements.typeMessage') },
            { value: 'cooperation', label: t('requirements.typeCooperation') },
          ]}
        />
      </Flex>
      <OpsQueryState query={list} empty={items.length === 0}>
        <Collapse
          items={items.map((item) => ({
            key: item.id,
            label: (
              <Flex gap={8} wrap align="center">
                <Tag color={item.status === 'new' ? 'blue' : 'default'}>
                  {item.status === 'new'
                    ? t('requirements.statusNew')
                    : t('requirements.statusHandled')}
                </Tag>
                <Tag>
                  {item.type === 'message'
                    ? t('requirements.typeMessage')
                    : t('requirements.typeCooperation')}
                </Tag>
                <Typography.Text strong className="ops-break">
                  {item.name}
                </Typography.Text>
                <Typography.Text type="secondary">{formatTime(item.createdAt)}</Typography.Text>
                <Typography.Text
                  type="secondary"
                  ellipsis
                  style={{ maxWidth: '100%' }}
                  className="ops-break"
                >
                  {item.requirement.slice(0, 80)}
                </Typography.Text>
              </Flex>
            ),
            children: <RequirementBody item={item} />,
          }))}
        />
        <Flex justify="end" style={{ marginTop: 12 }}>
          <Pagination
            size="small"
            current={page}
            pageSize={PAGE}
            total={list.data?.total ?? 0}
            showSizeChanger={false}
            onChange={setPage}
            hideOnSinglePage
          />
        </Flex>
      </OpsQueryState>
    </section>
  );
}
