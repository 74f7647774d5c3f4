import { Table } from '@mantine/core';
import type { GiftCardPoolStatus } from '@pc/contracts';

const usd = (value: number) => (Number.isInteger(value) ? `$${value}` : `$${value.toFixed(2)}`);

/** Codes left and rewards waiting for one, per value: the Gift-card codes page and the system page. */
export function CodesByValueTable({ byValue }: { byValue: GiftCardPoolStatus['byValue'] }) {
  return (
    <Table verticalSpacing="xs" aria-label="Codes by value">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Value</Table.Th>
          <Table.Th>Codes left</Table.Th>
          <Table.Th>Rewards waiting</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {byValue.map((v) => (
          <Table.Tr key={v.value}>
            <Table.Td>{usd(v.value)}</Table.Td>
            <Table.Td>{v.remaining}</Table.Td>
            <Table.Td>{v.waiting}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
