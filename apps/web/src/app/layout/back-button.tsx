import { pathFor } from '@waymark/domain';
import clsx from 'clsx';
import { useNavigate } from 'react-router';
import { ArrowLeftIcon } from '@/ui/icons.tsx';
import styles from './app-header.module.css';

/** React Router numbers this tab's history entries; 0 means the visit started on this page. */
function hasEarlierPageInApp(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && 'idx' in state && Number(state.idx) > 0;
}

/** The mobile back arrow: back through this visit's history, or to tracks when there is none. */
export function BackButton({ tone }: { tone: 'light' | 'dark' }) {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      aria-label="Back"
      className={clsx(styles.iconButton, styles[tone])}
      onClick={() => {
        if (hasEarlierPageInApp()) void navigate(-1);
        else void navigate(pathFor('tracks'));
      }}
    >
      <ArrowLeftIcon />
    </button>
  );
}
