import {
  DELETE_CATEGORY_QUESTION,
  DELETE_ITEM_QUESTION,
  GEAR_LIMITS,
  newCategoryTitle,
  packedCount,
  totalWeight,
} from '@waymark/domain';
import type { GearCategory, GearItem } from '@waymark/domain';
import { useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Button } from '@/ui/button.tsx';
import { ConfirmDialog } from '@/ui/confirm-dialog.tsx';
import { CheckIcon, PlusIcon, TrashIcon } from '@/ui/icons.tsx';
import { VisuallyHidden } from '@/ui/visually-hidden.tsx';
import styles from './gear-list-editor.module.css';

type Pending = { category: number; item?: number };

// An item's name is one line; the box grows to show all of it (and all of its notes) on a phone.
const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ');
const endLineOnEnter = (event: KeyboardEvent<HTMLTextAreaElement>) => {
  if (event.key === 'Enter') event.preventDefault();
};

const emptyItem = (): GearItem => ({ title: '', notes: '', packed: false, weight: null });

/** "3.2 kg" or "850 g". */
export function weightLabel(grams: number): string {
  return grams >= 1000 ? `${(grams / 1000).toFixed(1)} kg` : `${grams} g`;
}

/** "5 of 12 packed · 3.2 kg": how far the packing has got. */
export function GearSummary({ list }: { list: readonly GearCategory[] }) {
  const { packed, total } = packedCount(list);
  const grams = totalWeight(list);
  return (
    <p className={styles.summary} aria-live="polite">
      <strong>
        {packed} of {total} packed
      </strong>
      {grams > 0 ? ` · ${weightLabel(grams)}` : ''}
    </p>
  );
}

/**
 * A gear list's categories and items (spec 3 §3–§5): tick what is packed, rename, add and delete,
 * with the spec's questions before anything written is deleted.
 */
export function GearListEditor({
  list,
  onChange,
}: {
  list: readonly GearCategory[];
  onChange: (list: GearCategory[]) => void;
}) {
  const [pending, setPending] = useState<Pending | null>(null);

  const setCategory = (index: number, category: GearCategory) =>
    onChange(list.map((each, at) => (at === index ? category : each)));
  const setItem = (categoryIndex: number, itemIndex: number, patch: Partial<GearItem>) => {
    const category = list[categoryIndex]!;
    setCategory(categoryIndex, {
      ...category,
      items: category.items.map((item, at) => (at === itemIndex ? { ...item, ...patch } : item)),
    });
  };
  const remove = ({ category, item }: Pending) => {
    if (item === undefined) onChange(list.filter((_, at) => at !== category));
    else
      setCategory(category, {
        ...list[category]!,
        items: list[category]!.items.filter((_, at) => at !== item),
      });
  };
  const askToRemove = (target: Pending) => {
    const item = target.item === undefined ? undefined : list[target.category]!.items[target.item]!;
    // Spec 3 §5: a category always asks; an item only when something was written in it.
    if (item && !item.title.trim() && !item.notes.trim()) remove(target);
    else setPending(target);
  };

  return (
    <div className={styles.editor}>
      {list.map((category, categoryIndex) => (
        <section key={categoryIndex} className={styles.category} aria-label={category.title || 'Category'}>
          <div className={styles.categoryHeader}>
            <input
              className={styles.categoryTitle}
              aria-label="Category name"
              value={category.title}
              maxLength={GEAR_LIMITS.categoryTitle}
              onChange={(event) => setCategory(categoryIndex, { ...category, title: event.target.value })}
            />
            <button
              type="button"
              className={styles.iconButton}
              aria-label={`Delete category ${category.title}`.trim()}
              onClick={() => askToRemove({ category: categoryIndex })}
            >
              <TrashIcon size={18} />
            </button>
          </div>
          <ul className={styles.items}>
            {category.items.map((item, itemIndex) => (
              <li key={itemIndex} className={styles.item}>
                <input
                  type="checkbox"
                  className={styles.packed}
                  checked={item.packed}
                  aria-label={`Packed ${item.title || 'this item'}`}
                  onChange={(event) => setItem(categoryIndex, itemIndex, { packed: event.target.checked })}
                />
                <div className={styles.itemFields}>
                  <textarea
                    className={styles.itemTitle}
                    aria-label="Item"
                    placeholder="Item"
                    rows={1}
                    value={item.title}
                    maxLength={GEAR_LIMITS.itemTitle}
                    onKeyDown={endLineOnEnter}
                    onChange={(event) =>
                      setItem(categoryIndex, itemIndex, { title: oneLine(event.target.value) })
                    }
                  />
                  <div className={styles.itemDetails}>
                    <textarea
                      className={styles.notes}
                      aria-label={`Notes for ${item.title || 'this item'}`}
                      placeholder="Notes"
                      rows={1}
                      value={item.notes}
                      maxLength={GEAR_LIMITS.itemNotes}
                      onChange={(event) => setItem(categoryIndex, itemIndex, { notes: event.target.value })}
                    />
                    <label className={styles.weight}>
                      <input
                        type="number"
                        inputMode="numeric"
                        min={0}
                        max={GEAR_LIMITS.itemGrams}
                        aria-label={`Weight of ${item.title || 'this item'} in grams`}
                        placeholder="–"
                        value={item.weight ?? ''}
                        onChange={(event) => {
                          const grams = Math.round(Number(event.target.value));
                          setItem(categoryIndex, itemIndex, {
                            weight:
                              event.target.value === '' || !Number.isFinite(grams)
                                ? null
                                : Math.min(GEAR_LIMITS.itemGrams, Math.max(0, grams)),
                          });
                        }}
                      />
                      <span aria-hidden="true">g</span>
                    </label>
                  </div>
                </div>
                <button
                  type="button"
                  className={styles.iconButton}
                  aria-label={`Delete ${item.title || 'this item'}`}
                  onClick={() => askToRemove({ category: categoryIndex, item: itemIndex })}
                >
                  <TrashIcon size={18} />
                </button>
              </li>
            ))}
          </ul>
          <Button
            variant="ghost"
            size="sm"
            leadingIcon={<PlusIcon size={16} />}
            onClick={() =>
              setCategory(categoryIndex, { ...category, items: [...category.items, emptyItem()] })
            }
          >
            Add item
          </Button>
        </section>
      ))}
      <Button
        variant="secondary"
        leadingIcon={<PlusIcon size={18} />}
        disabled={list.length >= GEAR_LIMITS.categories}
        onClick={() =>
          onChange([...list, { title: newCategoryTitle(list.length + 1), items: [emptyItem()] }])
        }
      >
        Add category
      </Button>

      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        title={pending?.item === undefined ? 'Delete category' : 'Delete item'}
        description={pending?.item === undefined ? DELETE_CATEGORY_QUESTION : DELETE_ITEM_QUESTION}
        confirmLabel="Delete"
        onConfirm={() => {
          if (pending) remove(pending);
          setPending(null);
        }}
      />
    </div>
  );
}

/** What is packed, as the group and the emergency contact read it. */
export function ReadOnlyGearList({ list }: { list: readonly GearCategory[] }) {
  return (
    <div className={styles.editor}>
      {list.map((category, categoryIndex) => (
        <section key={categoryIndex} className={styles.category} aria-label={category.title || 'Category'}>
          <h3 className={styles.readOnlyTitle}>{category.title}</h3>
          <ul className={styles.items}>
            {category.items
              .filter((item) => item.title.trim())
              .map((item, itemIndex) => (
                <li key={itemIndex} className={styles.readOnlyItem}>
                  <span className={item.packed ? styles.tick : styles.box} aria-hidden="true">
                    {item.packed ? <CheckIcon size={14} /> : null}
                  </span>
                  <span>
                    {item.title}
                    <VisuallyHidden>{item.packed ? ' (packed)' : ' (not packed)'}</VisuallyHidden>
                    {item.notes ? <span className={styles.readOnlyNotes}>{item.notes}</span> : null}
                  </span>
                  {item.weight ? (
                    <span className={styles.readOnlyWeight}>{weightLabel(item.weight)}</span>
                  ) : null}
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
