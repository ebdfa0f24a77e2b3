import { GEAR_LIMITS, MY_GEAR_LISTS_EMPTY, pathFor, SOMETHING_WENT_WRONG } from '@waymark/domain';
import type { GearCategory, GearListTemplate } from '@waymark/domain';
import clsx from 'clsx';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Page } from '@/components/page.tsx';
import { failureMessage } from '@/lib/api-client.ts';
import { useViewport } from '@/lib/use-viewport.ts';
import { Button } from '@/ui/button.tsx';
import { ConfirmDialog } from '@/ui/confirm-dialog.tsx';
import { EmptyState } from '@/ui/empty-state.tsx';
import { FormAlert } from '@/ui/form-alert.tsx';
import { ArrowLeftIcon, PlusIcon } from '@/ui/icons.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { useToast } from '@/ui/toast.tsx';
import {
  useCreateGearListTemplate,
  useDeleteGearListTemplate,
  useGearListTemplates,
  useUpdateGearListTemplate,
} from './api/gear-api.ts';
import { GearListEditor, GearSummary } from '@/components/gear-list/gear-list-editor.tsx';
import styles from './my-gear-lists.module.css';

const listPath = (id?: number) => pathFor('my-gear-lists', id === undefined ? {} : { id });

/**
 * My Gear Lists (spec 3): the walker's own lists beside the one being edited. A desktop opens
 * the first list; a phone shows the lists, or the list chosen.
 */
export function MyGearListsScreen() {
  const templates = useGearListTemplates();
  const create = useCreateGearListTemplate();
  const navigate = useNavigate();
  const isDesktop = useViewport() === 'desktop';
  const chosenId = Number(useParams().id) || undefined;
  const lists = templates.data ?? [];
  const chosen = lists.find((list) => list.id === chosenId) ?? (isDesktop ? lists[0] : undefined);

  const addList = () =>
    create.mutate(undefined, { onSuccess: (created) => void navigate(listPath(created.id)) });

  if (templates.isPending) {
    return (
      <Page title="My Gear Lists">
        <p role="status">
          <Spinner size="sm" label="" /> Loading your gear lists…
        </p>
      </Page>
    );
  }
  if (templates.isError) {
    return (
      <Page title="My Gear Lists">
        <EmptyState
          title="We couldn’t load your gear lists"
          description="Check your connection and try again."
          actions={
            <Button variant="secondary" onClick={() => void templates.refetch()}>
              Try again
            </Button>
          }
        />
      </Page>
    );
  }

  const addButton = (
    <Button
      leadingIcon={<PlusIcon size={18} />}
      loading={create.isPending}
      disabled={lists.length >= GEAR_LIMITS.templates}
      onClick={addList}
    >
      Add new gear list
    </Button>
  );

  return (
    <Page title="My Gear Lists" width="wide">
      {create.isError ? <FormAlert>{failureMessage(create.error, SOMETHING_WENT_WRONG)}</FormAlert> : null}
      {lists.length === 0 ? (
        <EmptyState
          title={MY_GEAR_LISTS_EMPTY}
          description="Make a list once and use it for any trip."
          actions={addButton}
        />
      ) : (
        <div className={styles.layout}>
          {isDesktop || !chosen ? (
            <nav className={styles.side} aria-label="Your gear lists">
              <ul className={styles.lists}>
                {lists.map((list) => (
                  <li key={list.id}>
                    <Link
                      to={listPath(list.id)}
                      className={clsx(styles.listLink, list.id === chosen?.id && styles.current)}
                      aria-current={list.id === chosen?.id ? 'page' : undefined}
                    >
                      {list.title}
                    </Link>
                  </li>
                ))}
              </ul>
              {addButton}
            </nav>
          ) : null}
          {chosen ? <TemplateEditor key={chosen.id} list={chosen} showBack={!isDesktop} /> : null}
        </div>
      )}
    </Page>
  );
}

function TemplateEditor({ list, showBack }: { list: GearListTemplate; showBack: boolean }) {
  const [title, setTitle] = useState(list.title);
  const [categories, setCategories] = useState<GearCategory[]>(list.categories);
  const [deleting, setDeleting] = useState(false);
  const update = useUpdateGearListTemplate();
  const duplicate = useCreateGearListTemplate();
  const remove = useDeleteGearListTemplate();
  const navigate = useNavigate();
  const { toast } = useToast();
  const unchanged = title === list.title && JSON.stringify(categories) === JSON.stringify(list.categories);

  return (
    <section className={styles.editor} aria-label={list.title}>
      {showBack ? (
        <Link to={listPath()} className={styles.back}>
          <ArrowLeftIcon size={18} /> All gear lists
        </Link>
      ) : null}
      <input
        className={styles.title}
        aria-label="Gear list name"
        value={title}
        maxLength={GEAR_LIMITS.listTitle}
        onChange={(event) => setTitle(event.target.value)}
      />
      <div className={styles.toolbar}>
        <GearSummary list={categories} />
        <div className={styles.actions}>
          <Button
            size="sm"
            variant="secondary"
            loading={duplicate.isPending}
            onClick={() =>
              duplicate.mutate(list.id, { onSuccess: (copy) => void navigate(listPath(copy.id)) })
            }
          >
            Duplicate
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setDeleting(true)}>
            Delete
          </Button>
        </div>
      </div>
      {duplicate.isError ? (
        <FormAlert>{failureMessage(duplicate.error, SOMETHING_WENT_WRONG)}</FormAlert>
      ) : null}
      <GearListEditor list={categories} onChange={setCategories} />
      <div className={styles.save}>
        <Button
          loading={update.isPending}
          disabled={unchanged || update.isPending}
          onClick={() => update.mutate({ id: list.id, list: { title: title.trim(), categories } })}
        >
          {update.isPending ? 'Saving' : unchanged ? 'Saved' : 'Save gear list'}
        </Button>
        {update.isError ? <FormAlert>{failureMessage(update.error, SOMETHING_WENT_WRONG)}</FormAlert> : null}
      </div>

      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title="Delete this gear list?"
        description={`${list.title} will be deleted. Plans that used it keep their own copy.`}
        confirmLabel="Delete list"
        onConfirm={() => {
          setDeleting(false);
          void navigate(listPath(), { replace: true });
          remove.mutate(list.id, {
            onError: (error) => toast({ title: failureMessage(error, SOMETHING_WENT_WRONG), tone: 'error' }),
          });
        }}
      />
    </section>
  );
}
