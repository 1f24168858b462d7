import { Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface CountColumn<Row> {
  label: string;
  value: (row: Row) => number;
}

/** Texts wrap and cells are narrow on phones, so a 360 px screen shows the figures, not only the names. */
const cell = { whiteSpace: 'normal', px: { base: '1.5', md: '3' } } as const;

/**
 * A table of names and counts in its own sideways-scrolling region (so the page never scrolls
 * sideways at 360 px); the column the rows are ranked by is in bold.
 */
export function CountsTable<Row>({
  label,
  nameLabel,
  rows,
  rowKey,
  name,
  columns,
  ranked,
}: {
  label: string;
  nameLabel: string;
  rows: Row[];
  rowKey: (row: Row) => string;
  name: (row: Row) => ReactNode;
  columns: Array<CountColumn<Row>>;
  ranked?: string;
}) {
  return (
    <Table.ScrollArea tabIndex={0} role="region" aria-label={label} borderWidth="1px" borderRadius="md" maxW="full">
      <Table.Root size="sm" aria-label={label}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col" minW={{ base: '28', md: '48' }} {...cell}>
              {nameLabel}
            </Table.ColumnHeader>
            {columns.map((column) => (
              <Table.ColumnHeader
                key={column.label}
                scope="col"
                textAlign="end"
                verticalAlign="bottom"
                fontSize={{ base: 'xs', md: 'sm' }}
                {...cell}
                fontWeight={column.label === ranked ? 'bold' : undefined}
              >
                {column.label}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={rowKey(row)}>
              <Table.Cell {...cell} overflowWrap="break-word">
                {name(row)}
              </Table.Cell>
              {columns.map((column) => (
                <Table.Cell key={column.label} textAlign="end" {...cell} fontWeight={column.label === ranked ? 'bold' : undefined}>
                  {column.value(row).toLocaleString('en-IN')}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
