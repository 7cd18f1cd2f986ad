import { Button } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../app/provider';
import { setScreenWidth } from '../test/screen-width';
import { ResponsiveTable, type ResponsiveColumn } from './responsive-table';

type Slot = { id: number; when: string; office: string; note: string; booked: boolean };

const SLOTS: Slot[] = [
  {
    id: 1,
    when: 'lunes 7 de diciembre, 10:00',
    office: 'SAT Polanco',
    note: 'Llevar la e.firma',
    booked: false,
  },
  { id: 2, when: 'martes 8 de diciembre, 12:30', office: 'SAT Coyoacán', note: 'Reservado', booked: true },
];

function renderSlots(onWithdraw: (slot: Slot) => void) {
  const columns: ResponsiveColumn<Slot>[] = [
    { header: 'Cuándo', card: 'title', cell: (slot) => slot.when },
    { header: 'Dónde', cell: (slot) => slot.office },
    { header: 'Identificador interno', card: 'hidden', cell: (slot) => `slot-${slot.id}` },
    { header: 'Nota', card: 'full', cell: (slot) => slot.note },
    {
      header: 'Acciones',
      hideHeader: true,
      card: 'actions',
      cell: (slot) => (
        <Button size="compact-sm" onClick={() => onWithdraw(slot)} aria-label={`Retirar: ${slot.when}`}>
          Retirar
        </Button>
      ),
    },
  ];
  render(
    <AppProvider>
      <ResponsiveTable
        label="Horarios"
        columns={columns}
        rows={SLOTS}
        rowKey={(slot) => slot.id}
        minWidth={640}
      />
    </AppProvider>,
  );
}

let restoreScreen: () => void = () => undefined;
afterEach(() => restoreScreen());

describe('ResponsiveTable', () => {
  it('on a phone, shows each row as a card named by its title, «label: value» lines and its actions, no table', async () => {
    restoreScreen = setScreenWidth('phone');
    const onWithdraw = vi.fn();
    renderSlots(onWithdraw);

    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Horarios' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const second = screen.getByRole('listitem', { name: 'martes 8 de diciembre, 12:30' });
    expect(
      within(second)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Dónde', 'Nota']);
    expect(
      within(second)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['SAT Coyoacán', 'Reservado']);
    // A secondary column stays in the table.
    expect(second).not.toHaveTextContent('slot-2');

    await userEvent.click(
      within(second).getByRole('button', { name: 'Retirar: martes 8 de diciembre, 12:30' }),
    );
    expect(onWithdraw).toHaveBeenCalledWith(SLOTS[1]);
  });

  it('on a wide screen, keeps the table: named, with a header per column and the actions in each row', () => {
    restoreScreen = setScreenWidth('wide');
    renderSlots(() => undefined);

    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Horarios' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Cuándo', 'Dónde', 'Identificador interno', 'Nota', 'Acciones']);
    const [, first] = within(table).getAllByRole('row');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['lunes 7 de diciembre, 10:00', 'SAT Polanco', 'slot-1', 'Llevar la e.firma', 'Retirar']);
    expect(
      within(first!).getByRole('button', { name: 'Retirar: lunes 7 de diciembre, 10:00' }),
    ).toBeVisible();
  });
});
