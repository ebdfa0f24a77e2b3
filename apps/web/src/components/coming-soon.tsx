import { pathFor } from '@waymark/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/ui/button.tsx';
import { EmptyState } from '@/ui/empty-state.tsx';

export type ComingSoonProps = {
  /** What this page will do, in a sentence. */
  children: ReactNode;
  /** Where to go meanwhile: tracks unless given; null for nowhere. */
  action?: ReactNode;
};

/** An honest placeholder for a screen that is not built yet, with somewhere useful to go. */
export function ComingSoon({ children, action }: ComingSoonProps) {
  return (
    <EmptyState
      title="Coming soon"
      description={children}
      actions={
        action === undefined ? (
          <Button asChild variant="secondary">
            <Link to={pathFor('tracks')}>Browse tracks</Link>
          </Button>
        ) : (
          action
        )
      }
    />
  );
}
