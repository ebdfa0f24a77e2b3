import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GearCategory } from '@waymark/domain';
import { useState } from 'react';
import { describe, expect, test } from 'vitest';
import { GearListEditor, GearSummary, ReadOnlyGearList } from './gear-list-editor.tsx';

const item = (title: string, packed = false, notes = '') => ({ title, notes, packed, weight: null });

function Editor({ initial }: { initial: GearCategory[] }) {
  const [list, setList] = useState(initial);
  return (
    <>
      <GearSummary list={list} />
      <GearListEditor list={list} onChange={setList} />
    </>
  );
}

function renderEditor(initial: GearCategory[]) {
  render(<Editor initial={initial} />);
  return userEvent.setup();
}

describe('the gear list editor (spec 3 §5)', () => {
  test('ticking an item counts it as packed', async () => {
    const user = renderEditor([{ title: 'Clothing', items: [item('Raincoat'), item('Beanie')] }]);
    expect(screen.getByText('0 of 2 packed')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Packed Raincoat' }));
    expect(screen.getByText('1 of 2 packed')).toBeInTheDocument();
  });

  test('deleting a category always asks first', async () => {
    const user = renderEditor([{ title: 'Empty', items: [] }]);
    await user.click(screen.getByRole('button', { name: 'Delete category Empty' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this category?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(screen.queryByRole('region', { name: 'Empty' })).not.toBeInTheDocument();
  });

  test('an item asks only when something was written in it', async () => {
    const user = renderEditor([{ title: 'Food', items: [item('Scroggin'), item('')] }]);
    await user.click(screen.getByRole('button', { name: 'Delete this item' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getAllByRole('textbox', { name: 'Item' })).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Delete Scroggin' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this list item?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('textbox', { name: 'Item' })).toHaveValue('Scroggin');
  });

  test('a new category is "Category N" with one empty item; a name stays one line', async () => {
    const user = renderEditor([{ title: 'Food', items: [item('Scroggin')] }]);
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    const added = screen.getByRole('region', { name: 'Category 2' });
    const name = within(added).getByRole('textbox', { name: 'Item' });
    await user.type(name, 'Map{Enter} and compass');
    expect(name).toHaveValue('Map and compass');
  });

  test('read-only, it shows what is packed and offers nothing to change', () => {
    render(
      <ReadOnlyGearList
        list={[{ title: 'Safety', items: [item('Personal locator beacon', true, 'Register it'), item('')] }]}
      />,
    );
    expect(screen.getByRole('region', { name: 'Safety' })).toHaveTextContent(
      'Personal locator beacon (packed)Register it',
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
