import { Table } from '@radix-ui/themes';

/** Keys or buttons and what they do, two columns, as HELP, CONTROLS and the gamepad section list them. */
export function KeyTable({ rows }: { rows: readonly (readonly [key: string, meaning: string])[] }) {
  return (
    <Table.Root size="1">
      <Table.Body>
        {rows.map(([key, meaning]) => (
          <Table.Row key={key}>
            <Table.RowHeaderCell width="35%">
              <code>{key}</code>
            </Table.RowHeaderCell>
            <Table.Cell>{meaning}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
