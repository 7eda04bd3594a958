import { Flex, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useIsMobile } from '../../../lib/use-is-mobile.ts';

/** A column these sections use: a key, a title and a render of the whole row. */
export type OpsColumn<T> = Omit<ColumnType<T>, 'render' | 'title' | 'key'> & {
  key: string;
  title: string;
  render: (value: unknown, row: T, index: number) => ReactNode;
};

/**
 * On a phone (< 750 px) the table's columns become one card-like cell per row, each value under
 * its label, so nothing is wider than the screen; on wider screens the columns are left as they are.
 */
export function useStackedColumns<T>(columns: OpsColumn<T>[]): {
  columns: ColumnType<T>[];
  showHeader: boolean;
} {
  const mobile = useIsMobile();
  if (!mobile) return { columns, showHeader: true };
  return {
    showHeader: false,
    columns: [
      {
        key: 'stacked',
        render: (_: unknown, row: T, index: number) => (
          <Flex vertical gap={4} style={{ minWidth: 0 }}>
            {columns.map((c) => (
              <Flex key={c.key} gap={8} wrap style={{ minWidth: 0 }}>
                <Typography.Text type="secondary" style={{ flex: '0 0 auto' }}>
                  {c.title}
                </Typography.Text>
                <div className="ops-break" style={{ minWidth: 0, flex: '1 1 0' }}>
                  {c.render(undefined, row, index)}
                </div>
              </Flex>
            ))}
          </Flex>
        ),
      },
    ],
  };
}
