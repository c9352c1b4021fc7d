import { render, screen, within } from '@testing-library/react';
import Link from 'next/link';
import { describe, expect, it } from 'vitest';
import { DataTable, type Column } from './data-table';

type Device = { id: number; serial: string; model: string; stock: number };

const rows: Device[] = [
  { id: 1, serial: 'SN-100', model: 'ThinkPad T14', stock: 3 },
  { id: 2, serial: 'SN-200', model: 'Latitude 5420', stock: 12 },
];

const columns: Column<Device>[] = [
  { key: 'serial', header: 'Seriennummer', rowHeader: true, cell: (d) => d.serial },
  { key: 'model', header: 'Gerät', cell: (d) => <strong>{d.model}</strong>, cellTestId: 'device-model' },
  { key: 'stock', header: 'Bestand', numeric: true, cell: (d) => d.stock },
];

describe('DataTable', () => {
  it('renders one header per column and fills each row through the column definitions', () => {
    render(<DataTable columns={columns} rows={rows} rowKey={(d) => d.id} label="Tabelle: Geräte" testId="devices" rowTestId="device-row" />);
    const table = screen.getByTestId('devices');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Seriennummer', 'Gerät', 'Bestand']);
    const body = screen.getAllByTestId('device-row');
    expect(body).toHaveLength(2);
    expect(within(body[1]!).getAllByRole('cell').map((td) => td.textContent)).toEqual(['Latitude 5420', '12']);
    // the row-header column names its row
    expect(within(body[0]!).getByRole('rowheader').textContent).toBe('SN-100');
    expect(screen.getAllByTestId('device-model').map((td) => td.textContent)).toEqual(['ThinkPad T14', 'Latitude 5420']);
    expect(within(body[0]!).getByText('ThinkPad T14').tagName).toBe('STRONG');
  });

  it('puts the table in a keyboard-reachable region named by a text or by a heading', () => {
    const { unmount } = render(<DataTable columns={columns} rows={rows} rowKey={(d) => d.id} label="Tabelle: Geräte" />);
    const region = screen.getByRole('region', { name: 'Tabelle: Geräte' });
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(region.hasAttribute('aria-busy')).toBe(false);
    unmount();
    render(
      <section>
        <h2 id="devices-title">Abgeholte Geräte</h2>
        <DataTable columns={columns} rows={rows} rowKey={(d) => d.id} labelledBy="devices-title" />
      </section>,
    );
    expect(screen.getByRole('region', { name: 'Abgeholte Geräte' })).toBeTruthy();
  });

  it('shows the empty state instead of a table when there are no rows', () => {
    render(<DataTable columns={columns} rows={[]} rowKey={(d) => d.id} label="Tabelle: Geräte" testId="devices" empty={{ text: 'Keine Geräte für diese Auswahl.', testId: 'devices-empty' }} />);
    expect(screen.getByTestId('devices-empty').textContent).toBe('Keine Geräte für diese Auswahl.');
    expect(screen.queryByTestId('devices')).toBeNull();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('shows an empty state action below its text', () => {
    render(
      <DataTable
        columns={columns}
        rows={[]}
        rowKey={(d) => d.id}
        label="Tabelle: Geräte"
        empty={{ text: 'Keine Produkte.', testId: 'devices-empty', action: <Link href="/admin/catalog">Alle Produkte zeigen</Link> }}
      />,
    );
    const empty = screen.getByTestId('devices-empty');
    expect(within(empty).getByText('Keine Produkte.').tagName).toBe('P');
    expect(within(empty).getByRole('link', { name: 'Alle Produkte zeigen' }).getAttribute('href')).toBe('/admin/catalog');
  });

  it('keeps the header of a table without rows when no empty state is given', () => {
    render(<DataTable columns={columns} rows={[]} rowKey={(d) => d.id} label="Tabelle: Geräte" testId="devices" rowTestId="device-row" />);
    expect(within(screen.getByTestId('devices')).getAllByRole('columnheader')).toHaveLength(3);
    expect(screen.queryAllByTestId('device-row')).toHaveLength(0);
  });

  it('marks the rows busy while a new page of them loads', () => {
    render(<DataTable columns={columns} rows={rows} rowKey={(d) => d.id} label="Tabelle: Geräte" busy />);
    expect(screen.getByRole('region', { name: 'Tabelle: Geräte' }).getAttribute('aria-busy')).toBe('true');
  });
});
