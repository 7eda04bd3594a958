import {
  DoubleLeftOutlined,
  DoubleRightOutlined,
  EllipsisOutlined,
  LeftOutlined,
  RightOutlined,
} from '@ant-design/icons';
import { Pagination as AntdPagination, type PaginationProps } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * antd's Pagination with its arrows named in the page's language: antd's own previous and next
 * buttons are named by their icons ("left", "right"), and its jumps read "double-right" and
 * "ellipsis" (antd's ConfigProvider takes no icons for it). The markup and class names are antd's.
 */
export function Pagination(props: PaginationProps) {
  const { t } = useTranslation('common');
  const cls = 'ant-pagination';
  const jump = (icon: React.ReactNode) => (
    <a className={`${cls}-item-link`}>
      <div className={`${cls}-item-container`}>
        {icon}
        <span className={`${cls}-item-ellipsis`}>
          <EllipsisOutlined aria-hidden />
        </span>
      </div>
    </a>
  );
  return (
    <AntdPagination
      prevIcon={
        <button
          className={`${cls}-item-link`}
          type="button"
          tabIndex={-1}
          aria-label={t('antd.prevPage')}
        >
          <LeftOutlined aria-hidden />
        </button>
      }
      nextIcon={
        <button
          className={`${cls}-item-link`}
          type="button"
          tabIndex={-1}
          aria-label={t('antd.nextPage')}
        >
          <RightOutlined aria-hidden />
        </button>
      }
      jumpPrevIcon={jump(<DoubleLeftOutlined className={`${cls}-item-link-icon`} aria-hidden />)}
      jumpNextIcon={jump(<DoubleRightOutlined className={`${cls}-item-link-icon`} aria-hidden />)}
      {...props}
    />
  );
}
