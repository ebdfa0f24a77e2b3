import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import styles from './region-error-boundary.module.css';

type Props = {
  /** Names the part of the page in the message, e.g. "footer". */
  region: string;
  children: ReactNode;
  /** Replaces the default one-line message. */
  fallback?: ReactNode;
};

type State = { failed: boolean };

/** Keeps one broken part of a page (a footer, a side panel) from taking the whole page down. */
export class RegionErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`The ${this.props.region} failed to show`, error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      this.props.fallback ?? (
        <p role="alert" className={styles.message}>
          Sorry, the {this.props.region} could not be shown. Reloading the page may help.
        </p>
      )
    );
  }
}
