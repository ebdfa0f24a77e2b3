import {
  CREATE_CUSTOM_GEAR_LIST,
  customGearListsForGuests,
  GEAR_DROPDOWN_MAX_HEIGHT,
  NO_CUSTOM_GEAR_LISTS,
  pathFor,
} from '@waymark/domain';
import type { GearListTemplate } from '@waymark/domain';
import * as Popover from '@radix-ui/react-popover';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAppConfig } from '@/lib/app-config.ts';
import { selectIsSignedIn, useAppStore } from '@/lib/app-store.ts';
import { Button } from '@/ui/button.tsx';
import { CheckIcon, ChevronDownIcon } from '@/ui/icons.tsx';
import { useGearListTemplates } from './api/gear-api.ts';
import styles from './plan-gear-page.module.css';

/**
 * The custom-gear-list dropdown (spec 3): the walker's own lists to switch to; for a guest, an
 * invitation to sign up; for a member without lists, a way to make one.
 */
export function CustomGearLists({
  chosenId,
  onChoose,
}: {
  chosenId: number | null;
  onChoose: (list: GearListTemplate) => void;
}) {
  const [open, setOpen] = useState(false);
  const signedIn = useAppStore(selectIsSignedIn);
  const templates = useGearListTemplates();
  const productName = useAppConfig().data?.product.name ?? 'Waymark';

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger className={styles.dropdownTrigger}>
        <span>Your own gear lists</span>
        <ChevronDownIcon size={18} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          className={styles.dropdownPanel}
          align="start"
          sideOffset={6}
          aria-label="Your own gear lists"
          style={{ maxHeight: GEAR_DROPDOWN_MAX_HEIGHT }}
        >
          {!signedIn ? (
            <div className={styles.dropdownNote}>
              <p>{customGearListsForGuests(productName)}</p>
              <Button asChild size="sm">
                <Link to={pathFor('sign-up')}>Create a free account</Link>
              </Button>
            </div>
          ) : templates.data && templates.data.length > 0 ? (
            <ul className={styles.dropdownList}>
              {templates.data.map((list) => (
                <li key={list.id}>
                  <button
                    type="button"
                    className={styles.dropdownItem}
                    aria-current={list.id === chosenId ? 'true' : undefined}
                    onClick={() => {
                      setOpen(false);
                      onChoose(list);
                    }}
                  >
                    <span>{list.title}</span>
                    {list.id === chosenId ? <CheckIcon size={16} /> : null}
                  </button>
                </li>
              ))}
            </ul>
          ) : templates.isPending ? (
            <p className={styles.dropdownNote}>Loading your lists…</p>
          ) : (
            <div className={styles.dropdownNote}>
              <p>{NO_CUSTOM_GEAR_LISTS}</p>
              <Button asChild size="sm" variant="secondary">
                <Link to={pathFor('my-gear-lists')}>{CREATE_CUSTOM_GEAR_LIST}</Link>
              </Button>
            </div>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
